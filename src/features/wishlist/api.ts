/** The signed-in customer's wishlist copy on the server, spelled by the contract's `apiPaths`. */
import { apiPaths } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export const fetchAccountWishlist = (lang: Lang) => api.get(apiPaths.accountWishlist({ lang }));

/** Answers the server's list as cards in `lang`. */
export const putAccountWishlist = (productIds: string[], lang: Lang) =>
  api.put(apiPaths.accountWishlist({ lang }), { product_ids: productIds });
