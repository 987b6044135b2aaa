/**
 * Paths whose navigations must reach the network instead of the precached app shell.
 * NavigationRoute tests these against `pathname + search`, so each pattern stops at '?' or the end.
 */
import { ADMIN_PATH_RE } from '../contract/admin/paths';
import { API_PREFIX } from '../contract/api/paths';

export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  // API answers are JSON, never the shell (a direct visit should show the real response or error).
  new RegExp(`^${API_PREFIX}(/|\\?|$)`),
  // Product images are real files served by the server.
  /^\/images(\/|\?|$)/,
  // The sitemap and robots.txt are made by the server for crawlers.
  /^\/sitemap\.xml(\?|$)/,
  /^\/robots\.txt(\?|$)/,
  // The back office (/admin, /en/admin) is its own app, online only: the server answers its pages.
  ADMIN_PATH_RE,
];

/** True when a navigation to this path (with its query) must bypass the shell. */
export function isDeniedNavigation(pathAndSearch: string): boolean {
  return NAVIGATION_DENYLIST.some((re) => re.test(pathAndSearch));
}
