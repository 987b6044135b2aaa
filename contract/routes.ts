/**
 * The route table of spec section 2, shared by the app (wouter routes) and the server
 * (which fills each navigation's <head> and answers its true status).
 * Paths are without the language prefix; English lives under /en.
 */
import { safeDecode } from './safe-decode';
import type { Lang } from './types';

export type Layout = 'home' | 'default' | 'checkout';

export type RouteName =
  | 'home'
  | 'page'
  | 'event'
  | 'product'
  | 'collection'
  | 'cart'
  | 'wishlist'
  | 'checkout-confirmation'
  | 'checkout'
  | 'order'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'account'
  | 'search';

export interface RouteDef {
  name: RouteName;
  /** wouter pattern; `*` in collection matches several segments or none. */
  pattern: string;
  layout: Layout;
  /** The route's meta title; null = the last path segment made into words. */
  title: { vi: string; en: string } | null;
}

/**
 * The private screens: checkout, the order page, the account and its sign-in screens, a shopper's own
 * business. The app loads their part of the messages with them (src/lib/i18n/message-parts.ts); the
 * server keeps them out of search engines (server/html/route-head.ts). Each route's page is
 * `src/app/pages/<name>-page.tsx`.
 */
export const PRIVATE_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'checkout-confirmation',
  'checkout',
  'order',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
]);

/** Order matters: the first match wins (confirmation before checkout/{token}). */
export const ROUTES: readonly RouteDef[] = [
  { name: 'home', pattern: '/', layout: 'home', title: { vi: 'Trang chủ', en: 'Home' } },
  { name: 'page', pattern: '/page/:slug', layout: 'default', title: null },
  { name: 'event', pattern: '/event/:slug', layout: 'home', title: null },
  { name: 'product', pattern: '/product/:slug', layout: 'default', title: null },
  { name: 'collection', pattern: '/collection/*?', layout: 'default', title: null },
  { name: 'cart', pattern: '/cart', layout: 'default', title: { vi: 'Giỏ hàng', en: 'Cart' } },
  {
    name: 'wishlist',
    pattern: '/wishlist',
    layout: 'default',
    title: { vi: 'Danh sách yêu thích', en: 'Wishlist' },
  },
  {
    name: 'checkout-confirmation',
    pattern: '/checkout/confirmation',
    layout: 'checkout',
    title: { vi: 'Xác nhận đơn hàng', en: 'Order confirmation' },
  },
  {
    name: 'checkout',
    pattern: '/checkout/:token',
    layout: 'checkout',
    title: { vi: 'Thanh toán', en: 'Checkout' },
  },
  {
    name: 'order',
    pattern: '/order/:token',
    layout: 'checkout',
    title: { vi: 'Đơn hàng', en: 'Order' },
  },
  {
    name: 'login',
    pattern: '/account/login',
    layout: 'default',
    title: { vi: 'Đăng nhập', en: 'Login' },
  },
  {
    name: 'register',
    pattern: '/account/register',
    layout: 'default',
    title: { vi: 'Đăng ký', en: 'Create an account' },
  },
  {
    name: 'forgot-password',
    pattern: '/account/forgot-password',
    layout: 'default',
    title: { vi: 'Quên mật khẩu', en: 'Forgot password' },
  },
  {
    // The mailed link carries the reset token in its query: `/account/reset-password?token=…`.
    name: 'reset-password',
    pattern: '/account/reset-password',
    layout: 'default',
    title: { vi: 'Đặt lại mật khẩu', en: 'Reset password' },
  },
  {
    name: 'account',
    pattern: '/account/info/:page',
    layout: 'default',
    title: { vi: 'Tài khoản', en: 'Account' },
  },
  {
    name: 'search',
    pattern: '/search',
    layout: 'default',
    title: { vi: 'Tìm kiếm', en: 'Search' },
  },
];

/**
 * The account screens issue 13 adds, in both languages (`localizePath`). Not in ROUTES yet: the app
 * adds each with its page, one commit for both, as ROUTES and src/app/routes.tsx must agree. The
 * server already links to the reset screen from the reset mail.
 */
export const ACCOUNT_SCREEN_PATHS = {
  login: '/account/login',
  register: '/account/register',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
} as const;

/** The reset screen with its token (`/account/reset-password?token=…`, `/en/…` in English). */
export function resetPasswordScreenPath(lang: Lang, token: string): string {
  return localizePath(
    lang,
    `${ACCOUNT_SCREEN_PATHS.resetPassword}?token=${encodeURIComponent(token)}`,
  );
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  lang: Lang;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
}

/** Splits '/en/cart' into ('en', '/cart') and '/cart' into ('vi', '/cart'). */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { lang: 'en', path: pathname.slice(3) || '/' };
  }
  return { lang: 'vi', path: pathname || '/' };
}

/** Prefixes an app path with the language: ('en', '/cart') gives '/en/cart'; 'vi' carries no prefix. */
export function localizePath(lang: Lang, path: string): string {
  if (lang === 'vi') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (pattern.endsWith('/*?')) {
    const base = pattern.slice(0, -3);
    if (trimmed === base) return { '*': '' };
    if (trimmed.startsWith(`${base}/`)) return { '*': trimmed.slice(base.length + 1) };
    return null;
  }
  const want = pattern.split('/');
  const got = trimmed.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Finds the route of a full pathname (with or without /en), or null for the not-found page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLang(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params, lang, path };
  }
  return null;
}

/** Spec section 2: the last path segment made into words ('summer-linen-dress' gives 'Summer Linen Dress'). */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return safeDecode(last)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
