/**
 * The message ids an API error may carry in `errors` (shared/API.md: a 422 keyed by field path, each a
 * list of ids). The app shows their localized text (locales/*.json; the English is the spec's, section
 * 5); a test checks every id here has a text in both languages.
 */

/** Fields of the auth and account bodies. */
export const ACCOUNT_ERRORS = [
  'account.errors.first_name_required',
  'account.errors.last_name_required',
  'account.errors.email_required',
  'account.errors.email_invalid',
  'account.errors.email_taken',
  'account.errors.password_required',
  'account.errors.password_too_short',
  'account.errors.password_mismatch',
  'account.errors.too_long',
  'account.errors.invalid',
  'account.errors.too_many',
  'account.errors.duplicate',
  'account.errors.quantity_range',
  'account.errors.unknown_variant',
  'account.errors.unknown_product',
  'account.errors.reset_link_invalid',
  'account.errors.password_wrong',
  'account.errors.phone_invalid',
] as const;
export type AccountErrorId = (typeof ACCOUNT_ERRORS)[number];

/** Query parameters of the reads (a 400 names the parameter; the app builds valid queries, so no text is shown). */
export const QUERY_ERRORS = [
  'api.errors.invalid',
  'api.errors.too_long',
  'api.errors.too_many',
  'api.errors.required',
] as const;
export type QueryErrorId = (typeof QUERY_ERRORS)[number];

/** The checkout's fields (the English texts of spec section 5 and 8, word for word where it gives them). */
export const CHECKOUT_ERRORS = [
  'checkout.errors.email_required',
  'checkout.errors.email_invalid',
  'checkout.errors.full_name_required',
  'checkout.errors.phone_required',
  'checkout.errors.address_required',
  'checkout.errors.city_required',
  'checkout.errors.state_required',
  'checkout.errors.zip_required',
  'checkout.errors.country_required',
  'checkout.errors.shipping_method_required',
  'checkout.errors.shipping_method_unavailable',
  'checkout.errors.payment_required',
  'checkout.errors.card_unavailable',
  'checkout.errors.discount_invalid',
  'checkout.errors.discount_expired',
  'checkout.errors.discount_used',
  'checkout.errors.discount_not_started',
  'checkout.errors.discount_paused',
  'checkout.errors.discount_min_subtotal',
  'checkout.errors.discount_per_customer',
  'checkout.errors.discount_first_order',
  'checkout.errors.lines_required',
  'checkout.errors.quantity_range',
  'checkout.errors.unknown_variant',
  'checkout.errors.too_long',
  'checkout.errors.invalid',
] as const;
export type CheckoutErrorId = (typeof CHECKOUT_ERRORS)[number];

/**
 * An id whose text needs values carries them after `?`, as a URL query: the minimum subtotal's
 * refusal is `checkout.errors.discount_min_subtotal?amount=5000` (minor units). The 422's shape stays
 * a list of strings, so the values travel wherever its ids do (a PUT's answer, a queued order's
 * refusal kept on the device) and the app reads them back with messageValues.
 */
export function withValues(id: string, values: Record<string, string | number>): string {
  const query = Object.entries(values).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`,
  );
  return `${id}?${query.join('&')}`;
}

/** An id and the values withValues put on it (none for a plain id). */
export function messageValues(text: string): { id: string; values: Record<string, string> } {
  const at = text.indexOf('?');
  if (at < 0) return { id: text, values: {} };
  const pairs = text
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string?]);
  return { id: text.slice(0, at), values: Object.fromEntries(pairs.map(([k, v]) => [k, v ?? ''])) };
}

/** A return request's fields and the order's state. */
export const ORDER_ERRORS = [
  'orders.errors.lines_required',
  'orders.errors.quantity_range',
  'orders.errors.unknown_line',
  'orders.errors.reason_required',
  'orders.errors.too_long',
  'orders.errors.not_delivered',
  'orders.errors.return_window_closed',
  'orders.errors.invalid',
] as const;
export type OrderErrorId = (typeof ORDER_ERRORS)[number];

export type ErrorId = AccountErrorId | QueryErrorId | CheckoutErrorId | OrderErrorId;
