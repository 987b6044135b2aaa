/**
 * Where the back office lives in the site's URL space: `/admin` in Vietnamese (the default) and
 * `/en/admin` in English, every path below them too. The server answers these with the admin's page,
 * the storefront's worker leaves them to the network, and the admin app routes under them.
 */
import type { Lang } from '../types';

export const ADMIN_BASES = { vi: '/admin', en: '/en/admin' } as const satisfies Record<
  Lang,
  string
>;

/** `/admin`, `/admin/…`, `/en/admin`, `/en/admin/…` (the trailing part may carry a query). */
export const ADMIN_PATH_RE = /^\/(?:en\/)?admin(?:[/?#]|$)/;

export const isAdminPath = (pathname: string): boolean => ADMIN_PATH_RE.test(pathname);

/** The admin's built files (hashed, under /admin/assets/), never a page. */
export const ADMIN_ASSETS_PREFIX = '/admin/assets/';

/** The language of an admin path: English under /en/admin, else Vietnamese. */
export const adminLangOf = (pathname: string): Lang =>
  pathname === ADMIN_BASES.en || pathname.startsWith(`${ADMIN_BASES.en}/`) ? 'en' : 'vi';
