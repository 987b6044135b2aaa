// @vitest-environment happy-dom
/**
 * The collections screens: the tree in its order with children indented under their parents, a
 * move up saving the siblings' new places, a refused delete showing the API's reason, and the form:
 * a collection is never offered as its own parent, a move warns that old addresses will answer 404,
 * and the API's parent_cycle shows at the parent field with what was chosen kept.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../contract/admin/types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';
import { TREE } from './test-collections';

const me: Me = {
  member: {
    id: '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
    email: 'clerk@shop.test',
    role: 'staff',
    state: 'active',
    totp: false,
    created_at: '2026-11-20T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

beforeEach(() => {
  resetSession();
  startSession('staff-token', me);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = { 'GET /api/admin/collections': { body: { data: TREE } } };

/** The tree's rows as "depth name", from the name cells' links and indentation. */
async function shownTree() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const name = row.querySelector<HTMLElement>('.tree-name')!;
      return `${name.style.getPropertyValue('--depth')} ${within(name).getByRole('link').textContent}`;
    });
}

describe('collections tree', () => {
  it('lists parents before their children, indented by depth, in position order', async () => {
    fakeApi(list);
    renderAdmin('/collections');
    expect(await shownTree()).toEqual([
      '0 men (vi)',
      '0 sale (vi)',
      '0 women (vi)',
      '1 tops (vi)',
      '1 dresses (vi)',
      '2 maxi (vi)',
    ]);
    const men = screen.getByRole('link', { name: 'men (vi)' }).closest('tr')!;
    expect(within(men).getByText('Nổi bật')).toBeTruthy();
    const dresses = screen.getByRole('link', { name: 'dresses (vi)' }).closest('tr')!;
    expect(within(dresses).getByText('4')).toBeTruthy();
  });

  it('moves a collection up among its siblings by saving their new places', async () => {
    const calls = fakeApi({
      ...list,
      'PUT /api/admin/collections/3': (body) => ({
        body: { data: { ...TREE[1], ...(body as object) } },
      }),
      'PUT /api/admin/collections/4': (body) => ({
        body: { data: { ...TREE[3], ...(body as object) } },
      }),
    });
    renderAdmin('/collections');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển dresses (vi) lên' }));
    await waitFor(async () =>
      expect(await shownTree()).toEqual([
        '0 men (vi)',
        '0 sale (vi)',
        '0 women (vi)',
        '1 dresses (vi)',
        '2 maxi (vi)',
        '1 tops (vi)',
      ]),
    );
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, (c.body as { position: number }).position])).toEqual([
      ['/api/admin/collections/3', 0],
      ['/api/admin/collections/4', 1],
    ]);
    // The whole collection is sent back as it was, its place aside.
    expect(puts[0]!.body).toMatchObject({
      parent: 'women',
      name_vi: 'dresses (vi)',
      art_key: null,
    });
  });

  it('shows why the API refused to delete a collection that is not empty', async () => {
    fakeApi({
      ...list,
      'DELETE /api/admin/collections/3': {
        status: 422,
        body: { message: 'Invalid', errors: { _: ['catalog.errors.collection_not_empty'] } },
      },
    });
    renderAdmin('/collections');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Xóa dresses (vi)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(
      await within(dialog).findByText(
        'Bộ sưu tập này vẫn còn sản phẩm hoặc bộ sưu tập con. Hãy chuyển hoặc xoá chúng trước.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dresses (vi)' })).toBeTruthy();
  });
});

describe('collection form', () => {
  it('offers no cycle, warns that a move breaks old addresses, and shows parent_cycle at the parent', async () => {
    const calls = fakeApi({
      ...list,
      'PUT /api/admin/collections/3': {
        status: 422,
        body: { message: 'Invalid', errors: { parent: ['catalog.errors.parent_cycle'] } },
      },
    });
    renderAdmin('/collections/3');
    const parent = (await screen.findByLabelText('Nằm trong')) as HTMLSelectElement;
    const offered = [...parent.options].map((o) => o.value);
    expect(offered).toEqual(['', 'men', 'sale', 'women', 'women/tops']);
    expect(parent.value).toBe('women');
    expect(screen.queryByText(/Chuyển bộ sưu tập sẽ đổi địa chỉ/)).toBeNull();

    fireEvent.change(parent, { target: { value: 'men' } });
    expect(
      screen.getByText(/từ \/collection\/women\/dresses thành \/collection\/men\/dresses/),
    ).toBeTruthy();
    expect(screen.getByText(/sẽ trả về “không tìm thấy” \(404\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(parent.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Không thể đặt một bộ sưu tập vào chính nó hoặc vào bộ sưu tập con của nó.'),
    ).toBeTruthy();
    expect(parent.value).toBe('men');
    // Moved under men, it goes after men's children (it has none).
    expect(calls.at(-1)?.body).toMatchObject({
      parent: 'men',
      position: 0,
      name_vi: 'dresses (vi)',
    });
  });
});
