/** Products as the admin API answers them, for the products area's screen tests. */
import type { AdminProduct, ProductRow } from '../../../contract/admin/catalog-types';
import type { Me } from '../../../contract/admin/types';

export const staffMe: Me = {
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

export const row = (id: string, name: string, patch: Partial<ProductRow> = {}): ProductRow => ({
  id,
  slug: `san-pham-${id}`,
  name_vi: name,
  name_en: `${name} (en)`,
  status: 'draft',
  collection: 'women/tops',
  category: 't-shirts',
  price: 3990,
  compare_at_price: null,
  total_stock: 12,
  variant_count: 2,
  stock_state: 'in_stock',
  image_url: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
  ...patch,
});

export const product = (patch: Partial<AdminProduct> = {}): AdminProduct => ({
  id: '12',
  slug: 'ao-thun-co-tron',
  old_slugs: ['ao-thun-cu'],
  status: 'published',
  name_vi: 'Áo thun cổ tròn',
  name_en: 'Crew-neck tee',
  description_md_vi: 'Vải **cotton**.',
  description_md_en: 'Soft **cotton**.',
  collection: 'women/tops',
  category: 't-shirts',
  price: 3990,
  compare_at_price: null,
  seo_title_vi: null,
  seo_title_en: null,
  seo_description_vi: null,
  seo_description_en: null,
  variants: [
    { id: '101', color: 'BLACK', size: 'S', sku: 'TEE-BLACK-S', price: null, stock: 5 },
    { id: '102', color: 'BLACK', size: 'M', sku: 'TEE-BLACK-M', price: 4290, stock: 3 },
  ],
  pictures: [],
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
  ...patch,
});

export const collections = [
  {
    id: '1',
    slug: 'women',
    parent: null,
    name_vi: 'Nữ',
    name_en: 'Women',
    description_vi: '',
    description_en: '',
    position: 0,
    featured: false,
    art_key: null,
    image_url: null,
    product_count: 0,
  },
  {
    id: '2',
    slug: 'women/tops',
    parent: 'women',
    name_vi: 'Áo',
    name_en: 'Tops',
    description_vi: '',
    description_en: '',
    position: 0,
    featured: false,
    art_key: null,
    image_url: null,
    product_count: 3,
  },
];

export const storeInfo = { body: { data: { currency: 'USD' } } };
