/**
 * The API's defaults and bounds, apart from the schemas (inputs.ts) so that the path builders and the
 * app read them without loading the schema library. The spec shows no bounds for most of these; they
 * keep one request's work bounded (a scrypt of a huge password, a thousand filter values).
 */
import { PER_PAGE_MAX } from '../constants';

/** A listing's defaults: the path builders write them out, the server assumes them when absent. */
export const LISTING_DEFAULTS = { sort: 'featured', page: 1 } as const;
export const MAX_PAGE = 10_000;
export const MAX_FILTER_VALUES = 30;
export const MAX_FILTER_VALUE = 50;
export const MAX_PRICE = 100_000_000;

export const MAX_SEARCH = 200;
export const SEARCH_LIMIT_DEFAULT = 12;
export const SEARCH_LIMIT_MAX = 50;

/** At most as many as a list page; a cart holds far fewer lines. */
export const MAX_VARIANT_IDS = PER_PAGE_MAX;

export const MAX_SLUG = 200;

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;
export const MAX_PHONE = 40;
/** Saved addresses per customer. */
export const MAX_ADDRESSES = 20;

export const MAX_CART_LINES = 100;
export const MAX_WISHLIST = 200;
export const MAX_LINE_QUANTITY = 99;

export const MAX_CHECKOUT_LINES = MAX_CART_LINES;
/** Any one field of an address, and a discount code. */
export const MAX_ADDRESS_FIELD = 200;
export const MAX_DISCOUNT_CODE = 40;
export const MAX_RETURN_REASON = 1000;
/** Returns are taken within this many days of delivery (spec section 9). */
export const RETURN_WINDOW_DAYS = 7;
