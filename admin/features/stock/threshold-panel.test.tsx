// @vitest-environment happy-dom
/**
 * The low-stock threshold on the stock screen: every member reads it, only the owner changes it (the
 * API's PUT is the owner's): a staff member sees the number and who may change it, no field and no
 * button; the owner's form refuses what is not a whole number before sending, and saves the rest.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';
import { CLERK, OWNER } from './test-stock';

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = () =>
  fakeApi({
    'GET /api/admin/settings/stock': { body: { data: { low_stock_threshold: 5 } } },
    'GET /api/admin/products': { body: { data: { items: [], page: 1, per_page: 20, total: 0 } } },
    'PUT /api/admin/settings/stock': (body) => ({ body: { data: body } }),
  });

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Ngưỡng sắp hết hàng' })).closest('section')!;

describe('low-stock threshold', () => {
  it('is read-only for a staff member', async () => {
    const calls = api();
    startSession('staff-token', CLERK);
    renderAdmin('/stock');
    const section = await panel();
    expect(within(section).getByText('Ngưỡng hiện tại: 5')).toBeTruthy();
    expect(within(section).getByText('Chỉ chủ cửa hàng mới đổi được ngưỡng này.')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is changed by the owner, a whole number only', async () => {
    const calls = api();
    startSession('owner-token', OWNER);
    renderAdmin('/stock');
    const section = await panel();
    const field = within(section).getByLabelText('Ngưỡng sắp hết hàng') as HTMLInputElement;
    expect(field.value).toBe('5');

    fireEvent.change(field, { target: { value: '2.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('Hãy nhập một số nguyên từ 0 đến 1.000.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Lưu' }));
    expect(await within(section).findByText('Đã lưu')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ low_stock_threshold: 3 });
    expect(within(section).getByText(/chỉ còn từ 3 sản phẩm trở xuống/)).toBeTruthy();
  });
});
