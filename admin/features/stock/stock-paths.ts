/** The stock screens' own links: `/stock` with its search, results page and chosen product in the query. */
import { ADMIN_PATHS } from '../../lib/paths';

export function stockListPath(q: string, product: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  if (product) query.set('product', product);
  const search = query.toString();
  return search ? `${ADMIN_PATHS.stock}?${search}` : ADMIN_PATHS.stock;
}
