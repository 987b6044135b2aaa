/**
 * Which of a product's pictures a colour shows (issue 37). The gallery: the colour's own and the
 * every-colour ones, in their order, all of them when the colour has none of its own (a colour the owner
 * has not pictured yet still shows the product); the server preloads its first for a page opened on
 * `?color=`. A line (cart, checkout, order, mail): the colour's own first picture. Each rule is here
 * once, for the app and the server.
 */
import type { Color } from './constants';

/** The pictures `color` shows; every picture for no colour. Pictures without a `color` show every colour. */
export function picturesForColor<T extends { color?: Color | null }>(
  images: readonly T[],
  color: string | null | undefined,
): readonly T[] {
  if (!color || !images.some((i) => i.color === color)) return images;
  return images.filter((i) => i.color === color || !i.color);
}

/**
 * The picture a cart, checkout or order line shows for `color`: the colour's own first, so the line
 * shows the colour bought even where the owner put an every-colour detail first; else the product's
 * first. Undefined for a product without pictures.
 */
export function linePictureOf<T extends { color?: Color | null }>(
  images: readonly T[],
  color: string,
): T | undefined {
  return images.find((i) => i.color === color) ?? images[0];
}
