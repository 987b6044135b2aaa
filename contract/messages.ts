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
  'checkout.errors.lines_required',
  'checkout.errors.quantity_range',
  'checkout.errors.unknown_variant',
  'checkout.errors.too_long',
  'checkout.errors.invalid',
] as const;
export type CheckoutErrorId = (typeof CHECKOUT_ERRORS)[number];

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
