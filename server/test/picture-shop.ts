/** For the picture tests: a shop of three pictures, and a drawer that counts what it draws. */
import { drawArt } from '../db/demo/art';
import type { DrawArt } from '../db/images';
import { fixtureShop } from './fixture-shop';

/** One product and its collection: three pictures, enough to check the files, the table and the route. */
export const pictureShop = {
  ...fixtureShop,
  collections: fixtureShop.collections.filter((c) => c.slug === 'accessories'),
  products: fixtureShop.products.filter((p) => p.slug === 'straw-hat'),
  events: [],
  hero: [],
};

/** drawArt, counting its calls: one call is one picture drawn. */
export function countingDraw(): { draw: DrawArt; calls: () => number } {
  let calls = 0;
  return { draw: (opts) => (calls++, drawArt(opts)), calls: () => calls };
}
