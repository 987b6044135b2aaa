/** Test support for the content area's admin endpoints: bodies the editors would send, a picture, a product. */
import type { EventBody, PageBody, SlideBody } from '../../../contract/admin/content-types';
import type { TestContext } from '../../test/test-app';

export const pageBody = (over: Partial<PageBody> = {}): PageBody => ({
  title_vi: 'Chăm sóc quần áo',
  title_en: 'Caring for your clothes',
  body_md_vi: 'Giặt **nước lạnh**.\n\n- Phơi trong bóng râm',
  body_md_en: 'Wash **cold**.\n\n- Dry in the shade',
  ...over,
});

export const eventBody = (over: Partial<EventBody> = {}): EventBody => ({
  title_vi: 'Hội chợ mùa thu',
  title_en: 'Autumn fair',
  location_vi: 'Phố đi bộ Nguyễn Huệ',
  location_en: 'Nguyen Hue walking street',
  body_md_vi: 'Ghé **gian hàng** của chúng tôi.',
  body_md_en: 'Visit our **stall**.',
  starts_at: '2030-10-01T09:00:00+07:00',
  ends_at: '2030-10-03T18:00:00+07:00',
  art_key: null,
  products: [],
  ...over,
});

export const slideBody = (artKey: string, over: Partial<SlideBody> = {}): SlideBody => ({
  title_vi: 'Bộ sưu tập thu',
  title_en: 'The autumn collection',
  subtitle_vi: 'Ấm áp và nhẹ',
  subtitle_en: 'Warm and light',
  href: '/collection/women',
  art_key: artKey,
  ...over,
});

/** Any picture of the shop, and two published products' ids. */
export async function contentFixtures(t: TestContext) {
  const { rows: arts } = await t.handle.pool.query<{ key: string }>(
    'select key from art order by key limit 1',
  );
  const { rows: products } = await t.handle.pool.query<{ id: number; slug: string }>(
    `select id, slug from products where status = 'published' order by id limit 2`,
  );
  return {
    artKey: arts[0]!.key,
    products: products.map((p) => ({ id: String(p.id), slug: p.slug })),
  };
}
