/** The signed-in customer's wishlist copy on the server, spelled by the contract's path builders. */
import { accountWishlistPath } from '../../../contract/api/private-paths';
import type { Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export const fetchAccountWishlist = (lang: Lang) => api.get(accountWishlistPath({ lang }));

/** Answers the server's list as cards in `lang`. */
export const putAccountWishlist = (productIds: string[], lang: Lang) =>
  api.put(accountWishlistPath({ lang }), { product_ids: productIds });
