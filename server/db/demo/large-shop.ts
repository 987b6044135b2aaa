/**
 * A large shop for owners who want to see the catalog at scale, and for bench/catalog-scale.ts: the demo
 * shop plus generated products up to a total (SEED_PRODUCTS). Each generated product is a line of one
 * demo product (same collection, category, sizes, material and pictures), named after a place and a
 * season, with its own colours, price, stock, rank, sales and age, so filters, facets and sorts have
 * real spread. Everything comes from the slug's seed, so the same total always gives the same shop.
 */
import { COLORS, type Color } from '../../../contract/constants';
import { buildProduct, slugify, type Group, type Item } from './product-builder';
import { accessoryGroups } from './products-accessories';
import { menGroups } from './products-men';
import { saleGroups } from './products-sale';
import { womenGroups } from './products-women';
import { createRng, hashString, intBetween } from './rng';
import type { DemoProduct, DemoShop, Text } from './types';

/** Beyond this a first start would seed for minutes; the listing is measured at 10,000. */
export const MAX_SEED_PRODUCTS = 100_000;

// prettier-ignore
const PLACES: Text[] = [
  { en: 'Hoi An', vi: 'Hội An' }, { en: 'Da Lat', vi: 'Đà Lạt' }, { en: 'Hue', vi: 'Huế' },
  { en: 'Sa Pa', vi: 'Sa Pa' }, { en: 'Mui Ne', vi: 'Mũi Né' }, { en: 'Ha Long', vi: 'Hạ Long' },
  { en: 'Phu Quoc', vi: 'Phú Quốc' }, { en: 'Nha Trang', vi: 'Nha Trang' }, { en: 'Con Dao', vi: 'Côn Đảo' },
  { en: 'Ninh Binh', vi: 'Ninh Bình' }, { en: 'Quy Nhon', vi: 'Quy Nhơn' }, { en: 'Ha Giang', vi: 'Hà Giang' },
  { en: 'Can Tho', vi: 'Cần Thơ' }, { en: 'Vung Tau', vi: 'Vũng Tàu' }, { en: 'Da Nang', vi: 'Đà Nẵng' },
  { en: 'Tam Coc', vi: 'Tam Cốc' }, { en: 'Moc Chau', vi: 'Mộc Châu' }, { en: 'Bac Ha', vi: 'Bắc Hà' },
  { en: 'Cat Ba', vi: 'Cát Bà' }, { en: 'Phong Nha', vi: 'Phong Nha' }, { en: 'Ben Tre', vi: 'Bến Tre' },
  { en: 'Tay Ninh', vi: 'Tây Ninh' }, { en: 'Pleiku', vi: 'Pleiku' }, { en: 'Lang Son', vi: 'Lạng Sơn' },
];
const SEASONS: Text[] = [
  { en: 'Spring', vi: 'Xuân' },
  { en: 'Summer', vi: 'Hạ' },
  { en: 'Autumn', vi: 'Thu' },
  { en: 'Winter', vi: 'Đông' },
];

interface Template {
  group: Group;
  item: Item;
  slug: string;
}

function templates(): Template[] {
  return [...womenGroups, ...menGroups, ...accessoryGroups, ...saleGroups].flatMap((group) =>
    group.items.map((item) => ({ group, item, slug: item.slug ?? slugify(item.en) })),
  );
}

/** The template's first colour stays first (the borrowed pictures show it), then 0 to 3 others. */
function colorsFor(rng: () => number, first: Color): Color[] {
  const colors: Color[] = [first];
  const more = intBetween(rng, 0, 3);
  while (colors.length < more + 1) {
    const c = COLORS[Math.floor(rng() * COLORS.length)]!;
    if (!colors.includes(c)) colors.push(c);
  }
  return colors;
}

/** About the template's price (70% to 140%), ending in 90 cents like the shop's prices. */
function priceNear(rng: () => number, price: number): number {
  return Math.max(490, Math.round((price * (0.7 + rng() * 0.7)) / 100) * 100 - 10);
}

/** The n-th line of a template: a place and a season, then numbered once those run out. */
function lineOf(n: number): Text {
  const place = PLACES[n % PLACES.length]!;
  const season = SEASONS[Math.floor(n / PLACES.length) % SEASONS.length]!;
  const round = Math.floor(n / (PLACES.length * SEASONS.length));
  const no = round === 0 ? '' : ` ${round + 1}`;
  return { en: `${place.en} ${season.en}${no}`, vi: `${place.vi} ${season.vi}${no}` };
}

function generated(t: Template, n: number): DemoProduct {
  const line = lineOf(n);
  const slug = `${t.slug}-${slugify(line.en)}`;
  const rng = createRng(hashString(`large:${slug}`));
  const onSale = t.item.sale !== undefined || rng() < 0.15;
  const item: Item = {
    ...t.item,
    en: `${t.item.en} – ${line.en}`,
    vi: `${t.item.vi} – ${line.vi}`,
    slug,
    price: priceNear(rng, t.item.price),
    colors: colorsFor(rng, t.item.colors[0] ?? 'BEIGE'),
    sale: onSale ? intBetween(rng, 2, 8) * 5 : undefined,
    soldOut: rng() < 0.02,
  };
  return { ...buildProduct(t.group, item), pictures_of: t.slug };
}

/**
 * The demo shop with products added until it holds `total`, spread over the demo's collections in the
 * demo's proportions (one line of every demo product before the second of any). A total at or below
 * the demo's own count answers the demo shop unchanged.
 */
export function largeShop(shop: DemoShop, total: number): DemoShop {
  const all = templates();
  const extra = Math.max(0, total - shop.products.length);
  const products = Array.from({ length: extra }, (_, i) =>
    generated(all[i % all.length]!, Math.floor(i / all.length)),
  );
  return { ...shop, products: [...shop.products, ...products] };
}

/**
 * SEED_PRODUCTS: how many products the first seed writes. Unset or empty: the demo shop. Anything else
 * must be a whole number from the demo's own count up to MAX_SEED_PRODUCTS; a bad value stops the start.
 */
export function seedProductsFromEnv(value: string | undefined, demoCount: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < demoCount || n > MAX_SEED_PRODUCTS)
    throw new Error(
      `SEED_PRODUCTS must be a whole number from ${demoCount} (the demo shop) to ${MAX_SEED_PRODUCTS}, not "${value}"`,
    );
  return n;
}
