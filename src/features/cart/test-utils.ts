/** For the cart's tests: a line of one linen shirt, black, size M, in stock, as the store keeps it. */
import type { CartLineRow } from '../../lib/db/schema';

export const cartLine = (variantId: string): CartLineRow => ({
  variantId,
  productId: 'p1',
  slug: 'linen-shirt',
  name: 'Linen shirt',
  image: { url: '/i.webp', width: 640, height: 800, alt: 'Shirt', srcset: [] },
  color: 'BLACK',
  size: 'M',
  quantity: 1,
  price: 1500,
  stock: 10,
  addedAt: 1,
  check: null,
});
