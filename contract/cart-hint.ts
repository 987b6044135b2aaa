/**
 * How many items the device's cart holds, as a cookie, so that the server can render `/cart` as the
 * shopper will see it (issue 38): the cart lives in the device's database, which the server never
 * sees, and the page's first paint would otherwise be a heading over a spinner until the app has
 * loaded and read it (LCP 3.4 s on a phone). The app writes the cookie with every count it learns
 * (src/features/cart/cart-count.ts); the server reads it (server/html/navigate.ts).
 *
 * The render reads the count as it reads the catalog (src/lib/server-data.ts), under CART_COUNT_READ
 * rather than an API URL: so the answer travels in the page for hydration like any other, and the
 * count costs the app's start nothing (no new prop nor context on every page).
 *
 * No cookie is read as an empty cart: a browser that never kept one (a first visit, a shared link)
 * has none. A count only, never what is in the cart.
 */
import { cookieValue } from './cookies';

export const CART_COUNT_COOKIE = 'cart_count';

/** The count's key among the server's answers: the request's cookie, not an API read. */
export const CART_COUNT_READ = 'cookie:cart_count';

/** A year: the cart itself stays on the device as long. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie as `document.cookie` takes it. */
export function cartCountCookie(count: number): string {
  return `${CART_COUNT_COOKIE}=${Math.max(0, Math.floor(count))}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The count a request's Cookie header (or `document.cookie`) gives; 0 when there is none. */
export function readCartCount(cookieHeader: string): number {
  const count = Number(cookieValue(cookieHeader, CART_COUNT_COOKIE) ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
