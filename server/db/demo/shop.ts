/** The demo shop the seed writes into an empty database. */
import { collections } from './collections';
import { discountCodes } from './discount-codes';
import { events } from './events';
import { hero } from './hero';
import { pages } from './pages';
import { accessoryProducts } from './products-accessories';
import { menProducts } from './products-men';
import { saleProducts } from './products-sale';
import { womenProducts } from './products-women';
import type { DemoShop } from './types';

export const demoShop: DemoShop = {
  collections,
  products: [...womenProducts, ...menProducts, ...accessoryProducts, ...saleProducts],
  pages,
  events,
  hero,
  discount_codes: discountCodes,
};
