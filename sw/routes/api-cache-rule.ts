/** Which API reads the worker may cache: pure, so it is tested without a worker around it. */
import { matchRoute } from '../../contract/api/match-route';
import { API_ROUTES } from '../../contract/api/paths';

/**
 * The public reads, named from the API's own table: the same answer for every shopper. Not the variant
 * check (`API_ROUTES.variants`: the cart's re-check must see the live price and stock), not auth or
 * account (user data), and no path the table does not know.
 */
const PUBLIC_READS: readonly string[] = [
  API_ROUTES.storeInfo,
  API_ROUTES.home,
  API_ROUTES.collections,
  API_ROUTES.collection,
  API_ROUTES.product,
  API_ROUTES.search,
  API_ROUTES.pages,
  API_ROUTES.page,
  API_ROUTES.events,
  API_ROUTES.event,
];

/**
 * Public catalog, content and store-info reads; never other APIs (user data), never a write, never the
 * live price/stock check. A signed-in shopper's public read carries the bearer token too (the spec's API
 * client sends it on every request), so it is cached only after the worker strips the token before going
 * to the network (`anonymousRequest`): what is cached is the anonymous answer (docs/decisions/004).
 */
export function isCacheableApiRead(url: URL, request: Pick<Request, 'method'>): boolean {
  if (request.method !== 'GET') return false; // writes always go to the network
  return PUBLIC_READS.some((route) => matchRoute(route, url.pathname) !== null);
}

/** The same read without the shopper's token, so no answer the worker caches can depend on who asked. */
export function anonymousRequest(request: Request): Request {
  if (!request.headers.has('Authorization')) return request;
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  return new Request(request.url, {
    method: 'GET',
    headers,
    credentials: 'same-origin',
    mode: 'same-origin',
  });
}
