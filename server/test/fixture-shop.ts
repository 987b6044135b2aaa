/** A tiny demo shop for tests, shaped like the real one (server/db/demo/shop.ts) and small enough to seed fast. */
import type { DemoProduct, DemoShop, DemoVariant } from '../db/demo/types';
import type { Color } from '../../contract/constants';

const t = (vi: string, en: string) => ({ vi, en });

function vs(colors: Color[], sizes: string[], stock: (i: number) => number): DemoVariant[] {
  const out: DemoVariant[] = [];
  let i = 0;
  for (const color of colors)
    for (const size of sizes) out.push({ color, size, stock: stock(i++) });
  return out;
}

function product(
  p: Partial<DemoProduct> &
    Pick<DemoProduct, 'slug' | 'collection' | 'category' | 'name' | 'price'>,
): DemoProduct {
  return {
    description: t(
      `<p>${p.name.vi} <script>alert(1)</script><strong>đẹp</strong></p>`,
      `<p>${p.name.en} <strong>nice</strong></p>`,
    ),
    compare_at_price: null,
    art: 'tee',
    pattern: 'plain',
    variants: vs(['BLACK'], ['S', 'M'], () => 10),
    size_guide: null,
    featured_rank: 50,
    sales_count: 0,
    created_days_ago: 30,
    ...p,
  };
}

export const fixtureShop: DemoShop = {
  collections: [
    {
      slug: 'women',
      name: t('Nữ', 'Women'),
      description: t('Thời trang nữ', 'Women’s fashion'),
      featured: true,
      position: 1,
    },
    {
      slug: 'women/dresses',
      name: t('Đầm', 'Dresses'),
      description: t('Đầm nữ', 'Dresses'),
      featured: true,
      position: 2,
    },
    {
      slug: 'women/tops',
      name: t('Áo nữ', 'Tops'),
      description: t('Áo', 'Tops'),
      featured: false,
      position: 3,
    },
    {
      slug: 'men',
      name: t('Nam', 'Men'),
      description: t('Thời trang nam', 'Men’s fashion'),
      featured: true,
      position: 4,
    },
    {
      slug: 'accessories',
      name: t('Phụ kiện', 'Accessories'),
      description: t('Túi, mũ', 'Bags, hats'),
      featured: false,
      position: 5,
    },
  ],
  products: [
    product({
      slug: 'linen-midi-dress',
      collection: 'women/dresses',
      category: 'dresses',
      art: 'dress',
      name: t('Đầm midi vải lanh', 'Linen midi dress'),
      price: 5900,
      compare_at_price: 7900,
      variants: vs(
        ['BEIGE', 'BLACK'],
        ['XS', 'S', 'M', 'L'],
        (i) => [12, 3, 0, 8, 9, 9, 9, 9][i] ?? 5,
      ),
      size_guide: {
        columns: ['chest', 'waist'],
        rows: [
          { size: 'S', cm: [84, 68] },
          { size: 'M', cm: [88, 72] },
        ],
      },
      featured_rank: 1,
      sales_count: 40,
      created_days_ago: 3,
    }),
    product({
      slug: 'silk-slip-dress',
      collection: 'women/dresses',
      category: 'dresses',
      art: 'dress',
      name: t('Đầm lụa hai dây', 'Silk slip dress'),
      price: 8900,
      variants: vs(['RED', 'NAVY'], ['S', 'M'], (i) => [2, 1, 0, 4][i] ?? 0),
      featured_rank: 3,
      sales_count: 12,
      created_days_ago: 10,
    }),
    product({
      slug: 'wrap-dress',
      collection: 'women/dresses',
      category: 'dresses',
      art: 'dress',
      name: t('Đầm quấn', 'Wrap dress'),
      price: 6500,
      variants: vs(['GREEN'], ['M', 'L'], () => 0),
      featured_rank: 7,
      sales_count: 5,
      created_days_ago: 60,
    }),
    product({
      slug: 'cotton-tee',
      collection: 'women/tops',
      category: 'tops',
      name: t('Áo thun cotton', 'Cotton tee'),
      price: 1900,
      variants: vs(['WHITE', 'BLACK', 'PINK'], ['XS', 'S', 'M', 'L', 'XL'], () => 20),
      featured_rank: 2,
      sales_count: 90,
      created_days_ago: 1,
    }),
    product({
      slug: 'silk-blouse',
      collection: 'women/tops',
      category: 'shirts',
      art: 'shirt',
      name: t('Áo sơ mi lụa', 'Silk blouse'),
      price: 4500,
      variants: vs(['WHITE'], ['S', 'M'], () => 6),
      featured_rank: 5,
      sales_count: 20,
      created_days_ago: 15,
    }),
    product({
      slug: 'oxford-shirt',
      collection: 'men',
      category: 'shirts',
      art: 'shirt',
      name: t('Áo sơ mi Oxford', 'Oxford shirt'),
      price: 3900,
      variants: vs(['BLUE', 'WHITE'], ['M', 'L', 'XL', 'XXL'], () => 15),
      featured_rank: 4,
      sales_count: 55,
      created_days_ago: 20,
    }),
    product({
      slug: 'chino-trousers',
      collection: 'men',
      category: 'trousers',
      art: 'trousers',
      name: t('Quần chino', 'Chino trousers'),
      price: 4900,
      variants: vs(['BEIGE', 'NAVY'], ['30', '32', '34'], () => 7),
      featured_rank: 6,
      sales_count: 33,
      created_days_ago: 45,
    }),
    product({
      slug: 'canvas-tote',
      collection: 'accessories',
      category: 'bags',
      art: 'tote',
      name: t('Túi tote vải bố', 'Canvas tote'),
      price: 2500,
      variants: [
        { color: 'BEIGE', size: 'One size', stock: 30 },
        { color: 'BLACK', size: 'One size', stock: 4, price: 2700 },
      ],
      featured_rank: 8,
      sales_count: 70,
      created_days_ago: 5,
    }),
    product({
      slug: 'straw-hat',
      collection: 'accessories',
      category: 'hats',
      art: 'hat',
      name: t('Mũ cói', 'Straw hat'),
      price: 1500,
      variants: [{ color: 'YELLOW', size: 'One size', stock: 9 }],
      featured_rank: 9,
      sales_count: 8,
      created_days_ago: 90,
    }),
  ],
  pages: [
    {
      slug: 'about',
      title: t('Về chúng tôi', 'About us'),
      body: t('<p>Cửa hàng <em>nhỏ</em></p><img src=x onerror=alert(1)>', '<p>A small shop</p>'),
    },
    {
      slug: 'shipping-returns',
      title: t('Giao hàng và đổi trả', 'Shipping and returns'),
      body: t('<p>Đổi trả trong 7 ngày.</p>', '<p>Returns within 7 days.</p>'),
    },
  ],
  events: [
    {
      slug: 'summer-market',
      title: t('Chợ phiên mùa hè', 'Summer market'),
      location: t('Quận 1, TP.HCM', 'District 1, HCMC'),
      starts_in_days: 10,
      duration_days: 2,
      body: t('<p>Gặp nhau nhé</p>', '<p>Come and meet us</p>'),
      art: 'tote',
      product_slugs: ['canvas-tote', 'straw-hat'],
    },
    {
      slug: 'linen-week',
      title: t('Tuần lễ vải lanh', 'Linen week'),
      location: t('Trực tuyến', 'Online'),
      starts_in_days: -2,
      duration_days: 7,
      body: t('<p>Giảm giá</p>', '<p>Sale</p>'),
      art: 'dress',
      product_slugs: ['linen-midi-dress'],
    },
  ],
  hero: [
    {
      title: t('Mùa hè nhẹ nhàng', 'Easy summer'),
      subtitle: t('Vải lanh mới về', 'New linen'),
      href: '/collection/women/dresses',
      art: 'dress',
      color: 'BEIGE',
    },
    {
      title: t('Cho anh', 'For him'),
      subtitle: t('Sơ mi và quần', 'Shirts and trousers'),
      href: '/collection/men',
      art: 'shirt',
      color: 'BLUE',
    },
  ],
};
