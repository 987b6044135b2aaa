/**
 * Which answer a first install may keep as a page's offline copy (page-html.ts): pure, so it is
 * tested without a worker around it.
 */

/**
 * The server's page as everyone gets it: a 200 of HTML from this origin, reached without a redirect
 * (a navigation must not be answered with one), and `public`, which the server says of a catalog page
 * alone (server/http/cache.ts). The cart, a checkout and sign-in render from the shopper's cookies
 * (`no-cache`): a copy of one would show a cart as it was.
 */
export function isKeepablePage(
  response: Pick<Response, 'status' | 'redirected' | 'type' | 'headers'>,
): boolean {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return cacheControl.split(',').some((directive) => directive.trim() === 'public');
}
