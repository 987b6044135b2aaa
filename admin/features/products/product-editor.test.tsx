// @vitest-environment happy-dom
/**
 * The product editor keeps what the member typed: across a reload (a draft in sessionStorage, dropped
 * once saved) and through a failed save, whose 422s show at their fields (a grid cell's SKU by its
 * `variants.N` path) with focus on the first, in the language tab that holds it. Saving sends the whole
 * product with the prices in cents and each variant's `stock_seen`; a new product's slug follows its
 * Vietnamese name and is left to the server.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductBody } from '../../../contract/admin/catalog-types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession, type FakeAnswer } from '../../test/render-admin';
import { collections, product, staffMe, storeInfo } from './test-fixtures';

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  startSession('staff-token', staffMe);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reads = {
  'GET /api/admin/products/12': { body: { data: product() } },
  'GET /api/admin/collections': { body: { data: collections } },
  'GET /api/admin/categories': { body: { data: ['dresses', 't-shirts'] } },
  'GET /api/admin/products/12/pictures': { body: { data: [] } },
  'GET /api/public/store-info': storeInfo,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

describe('product editor', () => {
  it('keeps the typed product across a reload until it is saved', async () => {
    let sent: ProductBody | undefined;
    const calls = fakeApi({
      ...reads,
      'PUT /api/admin/products/12': (body): FakeAnswer => {
        sent = body as ProductBody;
        return {
          body: {
            data: product({
              name_vi: sent.name_vi ?? '',
              price: 4500,
              updated_at: '2026-11-03T08:00:00.000Z',
            }),
          },
        };
      },
    });
    renderAdmin('/products/12');
    await waitFor(() => expect(field('Tên sản phẩm').value).toBe('Áo thun cổ tròn'));
    type('Tên sản phẩm', 'Áo thun cổ tròn mới');
    type('Giá bán (USD)', '45.00');
    type('Tồn kho · Đen / M', '8');

    cleanup(); // the tab reloads
    renderAdmin('/products/12');
    await waitFor(() => expect(field('Tên sản phẩm').value).toBe('Áo thun cổ tròn mới'));
    expect(field('Giá bán (USD)').value).toBe('45.00');
    expect(field('Tồn kho · Đen / M').value).toBe('8');
    expect(screen.getByText(/Đã khôi phục các thay đổi chưa lưu/)).toBeTruthy();

    save();
    await waitFor(() => expect(screen.getByText('Đã lưu')).toBeTruthy());
    expect(sent).toMatchObject({
      name_vi: 'Áo thun cổ tròn mới',
      price: 4500,
      slug: 'ao-thun-co-tron',
    });
    expect(sent!.variants).toEqual([
      {
        id: '101',
        color: 'BLACK',
        size: 'S',
        sku: 'TEE-BLACK-S',
        price: null,
        stock: 5,
        stock_seen: 5,
      },
      {
        id: '102',
        color: 'BLACK',
        size: 'M',
        sku: 'TEE-BLACK-M',
        price: 4290,
        stock: 8,
        stock_seen: 3,
      },
    ]);
    expect(calls.find((c) => c.method === 'PUT')?.authorization).toBe('Bearer staff-token');

    cleanup(); // saved: a reload shows the product as the server has it
    renderAdmin('/products/12');
    await waitFor(() => expect(field('Tên sản phẩm').value).toBe('Áo thun cổ tròn'));
    expect(screen.queryByText(/Đã khôi phục/)).toBeNull();
  });

  it('shows a failed save at its fields, focuses the first, and keeps what was typed', async () => {
    fakeApi({
      ...reads,
      'PUT /api/admin/products/12': {
        status: 422,
        body: {
          message: 'Invalid',
          errors: {
            'variants.1.sku': ['catalog.errors.sku_taken'],
            slug: ['catalog.errors.slug_taken'],
          },
        },
      },
    });
    renderAdmin('/products/12');
    await waitFor(() => expect(field('SKU · Đen / M').value).toBe('TEE-BLACK-M'));
    type('SKU · Đen / M', 'TEE-WHITE-M');
    type('Đường dẫn (slug)', 'ao-thun');
    save();
    const sku = field('SKU · Đen / M');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Một biến thể khác đã dùng mã SKU này.',
    );
    expect(sku.value).toBe('TEE-WHITE-M');
    const slug = field('Đường dẫn (slug)');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(slug);
    expect(field('SKU · Đen / S').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a comma price at its field without sending anything', async () => {
    const calls = fakeApi(reads);
    renderAdmin('/products/12');
    await waitFor(() => expect(field('Giá bán (USD)').value).toBe('39.90'));
    type('Giá bán (USD)', '39,90');
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Giá bán (USD)')));
    expect(
      screen.getByText('Dùng dấu chấm cho phần thập phân, ví dụ 39.90 (không dùng dấu phẩy).'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('makes a new product: the slug follows the Vietnamese name, an English error opens its tab', async () => {
    let sent: ProductBody | undefined;
    fakeApi({
      ...reads,
      'POST /api/admin/products': (body) => {
        sent = body as ProductBody;
        return {
          status: 422,
          body: { message: 'Invalid', errors: { name_en: ['admin.errors.required'] } },
        };
      },
    });
    renderAdmin('/products/new');
    await screen.findByLabelText('Tên sản phẩm');
    type('Tên sản phẩm', 'Đầm xòe Hội An');
    expect(field('Đường dẫn (slug)').value).toBe('dam-xoe-hoi-an');
    fireEvent.change(field('Bộ sưu tập'), { target: { value: 'women/tops' } });
    type('Giá bán (USD)', '59');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo sản phẩm' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      slug: null,
      price: 5900,
      collection: 'women/tops',
      status: 'draft',
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('Tên sản phẩm')));
    expect(field('Tên sản phẩm').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
