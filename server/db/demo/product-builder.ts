/**
 * Turns compact product lines into full demo products: variants (size x colour) with seeded stock,
 * sale prices, size guides and bilingual descriptions. Seeds come from the slug, so adding a
 * product never changes the others.
 */
import type { Color } from '../../../contract/constants';
import { FITS, INTROS, type Audience, type Category } from './category-copy';
import { MATERIALS, type MaterialKey } from './materials';
import { createRng, hashString, intBetween, pick } from './rng';
import { sizeGuide, type GuideKey } from './size-guides';
import type { ArtKind, DemoProduct, DemoVariant, Text } from './types';

export type Pattern = DemoProduct['pattern'];

export interface Item {
  en: string;
  vi: string;
  price: number; // cents
  colors: Color[];
  material: MaterialKey;
  pattern?: Pattern;
  sale?: number; // percent off; the compare-at price is derived from it
  soldOut?: boolean; // every variant at 0
  xxl?: boolean; // adds an XXL size that costs a little more
  art?: ArtKind; // overrides the group's art
  slug?: string; // overrides the slug derived from the English name
}

export interface Group {
  collection: string;
  category: Category;
  art: ArtKind;
  audience: Audience;
  sizes: readonly string[];
  guide: GuideKey | null;
  items: Item[];
}

export const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const MEN_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const WOMEN_SHOES = ['36', '37', '38', '39', '40'] as const;
export const MEN_SHOES = ['39', '40', '41', '42', '43', '44'] as const;
export const ONE_SIZE = ['One size'] as const;
const XXL_SURCHARGE = 300;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A compare-at price about `percent` above the sale price, ending in 90 cents like the shop's prices. */
export function compareAt(price: number, percent: number): number {
  return Math.round(price / (1 - percent / 100) / 100) * 100 - 10;
}

function stockFor(rng: () => number, single: boolean): number {
  if (single) return intBetween(rng, 3, 30);
  const r = rng();
  if (r < 0.07) return 0;
  if (r < 0.2) return intBetween(rng, 1, 5);
  return intBetween(rng, 6, 40);
}

function variantsFor(item: Item, sizes: readonly string[], rng: () => number): DemoVariant[] {
  const allSizes = item.xxl ? [...sizes, 'XXL'] : [...sizes];
  const single = allSizes.length * item.colors.length === 1;
  const variants: DemoVariant[] = [];
  for (const color of item.colors) {
    for (const size of allSizes) {
      const stock = item.soldOut ? 0 : stockFor(rng, single);
      const variant: DemoVariant = { color, size, stock };
      if (size === 'XXL') variant.price = item.price + XXL_SURCHARGE;
      variants.push(variant);
    }
  }
  return variants;
}

// A fit line must not contradict the name ("Slim chinos" never reads "Relaxed fit").
function fitLine(group: Group, item: Item, rng: () => number): Text {
  const lines = FITS[group.audience];
  const index = group.audience === 'women' ? { relaxed: 0, slim: 2 } : { relaxed: 1, slim: 2 };
  const wanted = /slim|fitted|bodycon/i.test(item.en)
    ? index.slim
    : /oversized|wide|relaxed|palazzo|drawstring/i.test(item.en)
      ? index.relaxed
      : undefined;
  const line =
    wanted === undefined || group.audience === 'unisex' || group.audience === 'shoes'
      ? undefined
      : lines[wanted];
  return line ?? pick(rng, lines);
}

function describe(group: Group, item: Item, rng: () => number): Text {
  const intro = pick(rng, INTROS[group.category]);
  const fit = fitLine(group, item, rng);
  const points = MATERIALS[item.material];
  const html = (lang: keyof Text) =>
    `<p>${intro[lang]}</p><p>${fit[lang]}</p><ul>${points.map((p) => `<li>${p[lang]}</li>`).join('')}</ul>`;
  return { en: html('en'), vi: html('vi') };
}

export function buildProduct(group: Group, item: Item): DemoProduct {
  const slug = item.slug ?? slugify(item.en);
  const rng = createRng(hashString(slug));
  const variants = variantsFor(item, group.sizes, rng);
  const sizes = [...new Set(variants.map((v) => v.size))];
  return {
    slug,
    collection: group.collection,
    category: group.category,
    name: { en: item.en, vi: item.vi },
    description: describe(group, item, rng),
    price: item.price,
    compare_at_price: item.sale ? compareAt(item.price, item.sale) : null,
    art: item.art ?? group.art,
    pattern: item.pattern ?? 'plain',
    variants,
    size_guide: group.guide ? sizeGuide(group.guide, sizes) : null,
    featured_rank: intBetween(rng, 1, 400),
    // Squared so most products sell modestly and a few are clear best sellers.
    sales_count: Math.floor(rng() ** 2 * 1500),
    created_days_ago: intBetween(rng, 0, 300),
  };
}

export function buildGroups(groups: Group[]): DemoProduct[] {
  return groups.flatMap((group) => group.items.map((item) => buildProduct(group, item)));
}
