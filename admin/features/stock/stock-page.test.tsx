// @vitest-environment happy-dom
/**
 * Finding a variant to change: a search by name or SKU goes into the URL, choosing a product lists
 * its variants with their stock state by the store's threshold, and each links to its stock screen
 * (`/stock/:variantId`, where the product editor links too). A product id in the URL opens on it.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductRow } from '../../../contract/admin/catalog-types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';
import { CLERK } from './test-stock';

beforeEach(() => {
  resetSession();
  startSession('staff-token', CLERK);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = { id: '12', name_vi: 'Áo thun cổ tròn', name_en: 'Crew-neck tee' } as ProductRow;
const product = {
  id: '12',
  name_vi: 'Áo thun cổ tròn',
  name_en: 'Crew-neck tee',
  variants: [
    { id: '55', color: 'BLACK', size: 'M', sku: 'TEE-BLK-M', price: null, stock: 3 },
    { id: '56', color: 'WHITE', size: 'L', sku: 'TEE-WHT-L', price: null, stock: 0 },
  ],
} as AdminProduct;

describe('stock page', () => {
  it('finds a product, lists its variants with their state, and links to each', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings/stock': { body: { data: { low_stock_threshold: 5 } } },
      'GET /api/admin/products': {
        body: {
          data: {
            items: [{ ...row, variant_count: 2, total_stock: 3, image_url: null }],
            page: 1,
            per_page: 20,
            total: 1,
          },
        },
      },
      'GET /api/admin/products/12': { body: { data: product } },
    });
    const { location } = renderAdmin('/stock');
    fireEvent.change(await screen.findByLabelText('Tên sản phẩm hoặc SKU'), {
      target: { value: 'tee-blk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/stock?q=tee-blk'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path.startsWith('/api/admin/products?') && c.path.includes('q=tee-blk'),
        ),
      ).toBe(true),
    );

    fireEvent.click(await screen.findByRole('link', { name: /Áo thun cổ tròn/ }));
    const table = await screen.findByRole('table', { name: 'Các biến thể của Áo thun cổ tròn' });
    const [, black, white] = within(table).getAllByRole('row');
    expect(within(black!).getByText('Đen · M')).toBeTruthy();
    expect(within(black!).getByText('Sắp hết')).toBeTruthy();
    expect(within(white!).getByText('Hết hàng')).toBeTruthy();
    const link = within(black!).getByRole('link', { name: 'Đổi tồn kho của Đen · M (TEE-BLK-M)' });
    expect(link.getAttribute('href')).toBe('/stock/55');
  });
});
