// @vitest-environment happy-dom
/**
 * The products list keeps its search, filters, sort and page in the URL: opening a URL asks the API
 * for exactly those rows, typing a search replaces the URL once after a pause (not once a letter) and
 * goes back to the first page, a filter applies at once. Selected rows are published in one bulk
 * call and the count the API changed is shown; archiving asks first; a refusal names the product.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import enMessages from 'virtual:admin-messages/en';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession, type FakeCall } from '../../test/render-admin';
import { collections, row, staffMe, storeInfo } from './test-fixtures';

beforeEach(() => {
  resetSession();
  startSession('staff-token', staffMe);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = [row('1', 'Áo thun'), row('2', 'Váy hoa', { status: 'published' })];
const page = (items = rows) => ({
  body: { data: { items, page: 1, per_page: 25, total: items.length, capped: false } },
});
const listCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/products'));
const queryOf = (call: FakeCall | undefined) =>
  Object.fromEntries(new URL(call!.path, 'http://x').searchParams);

describe('products list', () => {
  it('asks the API for the rows the URL names', async () => {
    const calls = fakeApi({
      'GET /api/admin/products': page(),
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
    });
    renderAdmin('/products?q=tee&status=draft&stock=low_stock&sort=price&order=asc&page=2');
    await screen.findByRole('link', { name: 'Áo thun' });
    expect(queryOf(listCalls(calls)[0])).toEqual({
      lang: 'vi',
      page: '2',
      per_page: '25',
      q: 'tee',
      status: 'draft',
      stock: 'low_stock',
      sort: 'price',
      order: 'asc',
    });
    expect((screen.getByLabelText('Tìm kiếm') as HTMLInputElement).value).toBe('tee');
    expect((screen.getByLabelText('Sắp xếp') as HTMLSelectElement).value).toBe('price:asc');
    // Prices in the store's currency, written the member's language's way.
    expect(screen.getAllByText(/^39,90\sUS\$$/).length).toBe(2);
  });

  it('says "10.000+" past the count cap and pages on while pages come back full', async () => {
    const full = Array.from({ length: 25 }, (_, i) => row(String(i + 1), `Áo ${i + 1}`));
    fakeApi({
      'GET /api/admin/products': {
        body: { data: { items: full, page: 400, per_page: 25, total: 10_000, capped: true } },
      },
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
    });
    renderAdmin('/products?page=400');
    expect(await screen.findByText('10.000+ sản phẩm')).toBeTruthy();
    expect(screen.getByText('Trang 400 / 400+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trang sau' }).getAttribute('href')).toContain(
      'page=401',
    );
  });

  it('says "1.000+" for a search counted to its cap, as English says "1,000+"', async () => {
    const full = Array.from({ length: 25 }, (_, i) => row(String(i + 1), `Áo ${i + 1}`));
    fakeApi({
      'GET /api/admin/products': {
        body: { data: { items: full, page: 1, per_page: 25, total: 1_000, capped: true } },
      },
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
    });
    renderAdmin('/products?q=ao');
    expect(await screen.findByText('1.000+ sản phẩm')).toBeTruthy();
    expect(screen.getByText('Trang 1 / 40+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trang sau' }).getAttribute('href')).toContain(
      'page=2',
    );
    // The same messages in English, as the screen formats them under /en/admin.
    const en = createIntl({ locale: 'en', messages: enMessages });
    expect(en.formatMessage({ id: 'products.count_more' }, { count: 1_000 })).toBe(
      '1,000+ products',
    );
    expect(en.formatMessage({ id: 'products.page_of_more' }, { page: 1, pages: 40 })).toBe(
      'Page 1 of 40+',
    );
  });

  it('puts a search in the URL once typing pauses, on page 1, and a filter at once', async () => {
    const calls = fakeApi({
      'GET /api/admin/products': page(),
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
    });
    const { location } = renderAdmin('/products?page=3');
    await screen.findByRole('link', { name: 'Áo thun' });
    const entries = location.history!.length;
    const search = screen.getByLabelText('Tìm kiếm');
    for (const typed of ['v', 'vá', 'váy']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/products?q=v%C3%A1y'));
    expect(location.history).toHaveLength(entries); // replaced, not one entry a letter
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({ q: 'váy', page: '1' }),
    );
    expect(listCalls(calls).filter((c) => c.path.includes('q=v')).length).toBe(1);

    fireEvent.change(screen.getByLabelText('Bộ sưu tập'), { target: { value: 'women/tops' } });
    await waitFor(() =>
      expect(location.history!.at(-1)).toBe('/products?q=v%C3%A1y&collection=women%2Ftops'),
    );
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({ collection: 'women/tops' }),
    );
  });

  it('publishes the selected rows in one call and says how many changed', async () => {
    const calls = fakeApi({
      'GET /api/admin/products': page(),
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
      'POST /api/admin/products/bulk': { body: { data: { changed: 1 } } },
    });
    renderAdmin('/products');
    fireEvent.click(await screen.findByLabelText('Chọn Áo thun'));
    fireEvent.click(screen.getByLabelText('Chọn Váy hoa'));
    const bar = screen.getByRole('region', { name: 'Thao tác với các sản phẩm đã chọn' });
    expect(within(bar).getByText('Đã chọn 2 sản phẩm')).toBeTruthy();
    const before = listCalls(calls).length;
    fireEvent.click(within(bar).getByRole('button', { name: 'Đăng bán' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Đã thay đổi 1 sản phẩm.'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ids: ['1', '2'],
      action: 'publish',
    });
    expect(listCalls(calls).length).toBe(before + 1); // the list read again
    expect(screen.queryByRole('region', { name: 'Thao tác với các sản phẩm đã chọn' })).toBeNull();
  });

  it('asks before archiving, and names a product the API refuses', async () => {
    const calls = fakeApi({
      'GET /api/admin/products': page(),
      'GET /api/admin/collections': { body: { data: collections } },
      'GET /api/public/store-info': storeInfo,
      'POST /api/admin/products/bulk': (body) =>
        (body as { action: string }).action === 'publish'
          ? {
              status: 422,
              body: {
                message: 'Invalid',
                errors: { 'ids.0': ['catalog.errors.variants_required'] },
              },
            }
          : { body: { data: { changed: 2 } } },
    });
    renderAdmin('/products');
    fireEvent.click(await screen.findByLabelText('Chọn mọi sản phẩm trên trang này'));
    const bar = screen.getByRole('region', { name: 'Thao tác với các sản phẩm đã chọn' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Đăng bán' }));
    expect((await within(bar).findByRole('alert')).textContent).toBe(
      'Áo thun: Sản phẩm đang bán cần ít nhất một biến thể.',
    );

    fireEvent.click(within(bar).getByRole('button', { name: 'Lưu trữ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lưu trữ 2 sản phẩm?')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1); // not yet
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu trữ' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      ids: ['1', '2'],
      action: 'archive',
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Đã thay đổi 2 sản phẩm.'),
    );
  });
});
