/**
 * Decides which pictures the demo shop gets and what each is drawn from. The key hashes the spec, so a
 * changed picture gets a new URL and the year-long immutable cache stays correct.
 */
import { createHash } from 'node:crypto';
import type { Color } from '../../contract/constants';
import type { ArtKind, DemoEvent, DemoHeroSlide, DemoProduct, DemoShop, Text } from './demo/types';

export interface ArtSpec {
  key: string;
  kind: ArtKind;
  color: Color;
  accent: Color;
  pattern: DemoProduct['pattern'];
  seed: number;
  alt: Text;
}

const DARK: readonly Color[] = ['BLACK', 'NAVY', 'BROWN', 'PURPLE', 'GREEN', 'BLUE', 'RED', 'GRAY'];

function seedOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0) % 1_000_000;
}

function spec(base: string, s: Omit<ArtSpec, 'key'>): ArtSpec {
  const hash = createHash('sha1')
    .update(JSON.stringify([s.kind, s.color, s.accent, s.pattern, s.seed]))
    .digest('hex')
    .slice(0, 8);
  return { key: `${base.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${hash}`, ...s };
}

function contrast(color: Color): Color {
  return DARK.includes(color) ? 'WHITE' : 'BLACK';
}

export function productColors(p: DemoProduct): Color[] {
  return [...new Set(p.variants.map((v) => v.color))];
}

/** Two pictures per product: the first colour, then the second colour (or a second view of the first). */
export function productArt(p: DemoProduct): ArtSpec[] {
  const colors = productColors(p);
  const first = colors[0] ?? 'BEIGE';
  const second = colors[1] ?? first;
  // Even seed: the front view; odd seed: the detail view (drawArt reads the parity).
  const seed = seedOf(p.slug) * 2;
  const detail = { vi: `${p.name.vi} – chi tiết`, en: `${p.name.en} – detail` };
  return [
    spec(`p-${p.slug}-1`, {
      kind: p.art,
      color: first,
      accent: colors[1] ?? contrast(first),
      pattern: p.pattern,
      seed,
      alt: p.name,
    }),
    spec(`p-${p.slug}-2`, {
      kind: p.art,
      color: second,
      accent: first === second ? contrast(first) : first,
      pattern: p.pattern,
      seed: seed + 1,
      alt: detail,
    }),
  ];
}

/** A collection is pictured by its best-ranked product (its own or a descendant's). */
export function collectionArt(shop: DemoShop, slug: string, name: Text): ArtSpec | null {
  // Products that borrow pictures (the large shop's lines) are left out, so a collection keeps its picture.
  const inside = shop.products
    .filter((p) => !p.pictures_of)
    .filter((p) => p.collection === slug || p.collection.startsWith(`${slug}/`))
    .sort((a, b) => a.featured_rank - b.featured_rank)[0];
  if (!inside) return null;
  const color = productColors(inside)[0] ?? 'BEIGE';
  return spec(`c-${slug}`, {
    kind: inside.art,
    color,
    accent: contrast(color),
    pattern: inside.pattern,
    seed: seedOf(slug) * 2,
    alt: name,
  });
}

export function eventArt(shop: DemoShop, e: DemoEvent): ArtSpec {
  const product = shop.products.find((p) => p.slug === e.product_slugs[0]);
  const color = (product && productColors(product)[0]) ?? 'BEIGE';
  return spec(`e-${e.slug}`, {
    kind: e.art,
    color,
    accent: contrast(color),
    pattern: 'plain',
    seed: seedOf(e.slug) * 2,
    alt: e.title,
  });
}

export function heroArt(h: DemoHeroSlide, index: number): ArtSpec {
  return spec(`h-${index + 1}`, {
    kind: h.art,
    color: h.color,
    accent: contrast(h.color),
    pattern: 'plain',
    seed: (seedOf(h.href) + index) * 2,
    alt: h.title,
  });
}
