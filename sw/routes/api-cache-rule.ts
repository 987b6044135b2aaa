/** Which API reads the worker may cache: pure, so it is tested without a worker around it. */

/** Public catalog, content and store-info reads; never user data, never the live price/stock check. */
export function isCacheableApiRead(url: URL, request: Pick<Request, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET') return false; // writes always go to the network
  if (request.headers.has('Authorization')) return false; // user data never enters a shared cache
  const path = url.pathname;
  if (path === '/api/catalog/variants') return false; // the cart's re-check must see the live price
  return path === '/api/public/store-info' || path.startsWith('/api/catalog/') || path.startsWith('/api/content/');
}
