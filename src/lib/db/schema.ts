/**
 * The device's IndexedDB schema (Dexie), pure so the service worker can import it too.
 * Each version lists every table; a new version only adds or changes what it names.
 * storeInfo: the last public store info, so the shop's name and currency show offline.
 * cart (v2): the cart itself, the source of truth on this device (DESIGN.md section 3), one row per
 *   variant; it keeps what the shopper last saw (price, name, picture) so it renders offline.
 * wishlist (v2): saved product cards, one row per product, newest first by `addedAt`.
 * recentlyViewed (v3): the cards of the last products the shopper opened (RECENTLY_VIEWED_LIMIT), newest
 *   first by `viewedAt`; they are offered offline and their reads and pictures are kept by the worker.
 * checkouts (v4): the checkout form as the shopper fills it in, keyed by the checkout token, saved as they
 *   type, so a reload, a crash or a lost connection loses nothing (DESIGN.md section 3).
 * outbox (v4): orders placed while offline, written with strict durability, sent when the network is
 *   back; the server deduplicates by the token, so sending one twice makes one order.
 * orders (v4): the orders this device placed or opened, so their pages open offline.
 */
import type { Color } from '../../../contract/constants';
import type {
  Address,
  Image,
  Lang,
  Money,
  Order,
  PaymentMethodCode,
  ProductCard,
  ShippingMethodCode,
  StockState,
  StoreInfo,
} from '../../../contract/types';

export const DB_NAME = 'storefront';

export interface StoreInfoRow {
  key: 'current';
  value: StoreInfo;
  savedAt: number;
}

/** What the last re-check with the API answered; shown on the line until the shopper accepts it. */
export interface CartLineCheck {
  price: Money;
  stock: number;
  stock_state: StockState;
  /** The variant no longer exists on the server. */
  gone: boolean;
  at: number;
}

export interface CartLineRow {
  /** Primary key: one line per variant, so adding the same variant again adds to its quantity. */
  variantId: string;
  productId: string;
  slug: string;
  name: string;
  image: Image;
  color: Color;
  size: string;
  quantity: number;
  /** The unit price the shopper agreed to (last seen or accepted). */
  price: Money;
  /** Stock as last seen; bounds the quantity stepper. */
  stock: number;
  addedAt: number;
  check: CartLineCheck | null;
}

export interface WishlistRow extends ProductCard {
  /** Primary key is `id` (the product id). */
  addedAt: number;
}

export interface RecentlyViewedRow extends ProductCard {
  /** Primary key is `id` (the product id): viewing a product again only moves it to the front. */
  viewedAt: number;
}

export type CheckoutStep = 'information' | 'shipping' | 'payment' | 'review';

/** The checkout form as typed (fields may be partial or wrong: the form's schemas judge them). */
export interface CheckoutDraftRow {
  /** Primary key: the checkout token made on this device (at least 128 random bits, URL-safe). */
  token: string;
  email: string;
  shipping_address: Address;
  shipping_method: ShippingMethodCode | null;
  payment_method: PaymentMethodCode | null;
  discount_code: string;
  step: CheckoutStep;
  updatedAt: number;
}

/** An order placed offline: the checkout exactly as it will be sent, then its fate. */
export interface OutboxRow {
  /** Primary key: the checkout token; the server makes one order per token however often it is sent. */
  token: string;
  /** The PUT body of the checkout (lines, email, address, methods, code). */
  body: {
    lines: { variant_id: string; quantity: number }[];
    email: string;
    shipping_address: Address;
    shipping_method: ShippingMethodCode;
    payment_method: PaymentMethodCode;
    discount_code: string | null;
  };
  queuedAt: number;
  attempts: number;
  /** queued: waiting for the network; failed: the server refused it (problems or errors kept below). */
  state: 'queued' | 'sending' | 'failed';
  /** Why the server refused it: the 409's problems or the 422's errors. */
  failure: { status: number; problems?: unknown[]; errors?: Record<string, string[]> } | null;
  /**
   * While `sending`: who claimed it (one replay in one tab or the worker) and since when. A claim older
   * than the outbox's lease is taken as abandoned (a tab closed mid-send) and may be claimed again.
   */
  sending?: { by: string; since: number } | null;
  /** Placed by a signed-in customer: only a page sends it (with the session); the worker has none. */
  withSession?: boolean;
  /**
   * The language the shopper placed it in, sent with the complete: the order's mails are in it. A row
   * queued before it was kept has none (the server's default language).
   */
  lang?: Lang;
  /** A refusal the shopper has been shown, so it is not announced again on every start. */
  told?: boolean;
}

export interface OrderRow {
  /** Primary key: the order token. */
  token: string;
  order: Order;
  savedAt: number;
  /** The checkout token it was placed with, when this device placed it. */
  checkoutToken?: string;
  /** Placed from the outbox and the shopper not yet told (a toast; the cart emptied): one tab does it. */
  tell?: boolean;
}

/** Dexie store definitions by version: primary key first, then indexes. Never change a published version. */
export const SCHEMA_VERSIONS: Record<number, Record<string, string>> = {
  1: { storeInfo: 'key' },
  2: { storeInfo: 'key', cart: 'variantId, addedAt', wishlist: 'id, addedAt' },
  3: {
    storeInfo: 'key',
    cart: 'variantId, addedAt',
    wishlist: 'id, addedAt',
    recentlyViewed: 'id, viewedAt',
  },
  4: {
    storeInfo: 'key',
    cart: 'variantId, addedAt',
    wishlist: 'id, addedAt',
    recentlyViewed: 'id, viewedAt',
    checkouts: 'token, updatedAt',
    outbox: 'token, queuedAt',
    // Saved orders are keyed by the order's own token (its page's link); `checkoutToken` finds the
    // order a checkout became (the checkout screen, a second sender of one queued order).
    orders: 'token, savedAt, checkoutToken',
  },
};
