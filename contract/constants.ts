/** Business constants of the spec (section 9) shared by all three programs. */

export const COLORS = [
  'BLACK',
  'WHITE',
  'RED',
  'BLUE',
  'GREEN',
  'YELLOW',
  'PINK',
  'PURPLE',
  'BEIGE',
  'GRAY',
  'ORANGE',
  'BROWN',
  'NAVY',
] as const;
export type Color = (typeof COLORS)[number];

export const SORTS = ['featured', 'best_selling', 'price_asc', 'price_desc', 'newest'] as const;
export const LANGS = ['vi', 'en'] as const;
export const DEFAULT_LANG = 'vi';

export const PER_PAGE_DEFAULT = 24;
export const PER_PAGE_MAX = 100;

export const API_TIMEOUT_MS = 10_000;
export const API_RETRY_DELAY_MS = 500;
/** Statuses on which a GET is retried once (spec section 8, page-fetch client). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_DAYS = 365;
export const TOKEN_COOKIE = 'token';
export const NEW_TOKEN_HEADER = 'X-New-Token';
/**
 * A session ends after this many days without a request (idle), and this many after its sign-in
 * whatever its use (absolute); the app's `token` cookie may live as long as the absolute limit.
 */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 90;
/** A password reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;
export const COLOR_MODE_KEY = 'nuxt-color-mode';

export const BUILD_POLL_MS = 3_600_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const MAX_PENDING_PRELOADS = 4;

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const BREAKPOINTS = { xs: 400, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1400 } as const;

/** Tokens in paths: at least 128 random bits, URL-safe. */
export const PATH_TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The shop ships from Ho Chi Minh City: "the next business day" starts at its midnight, not UTC's, and
 * the dates and times the storefront shows (events, orders) are the shop's, the same on the server's
 * render of a page as in any shopper's browser.
 */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';
