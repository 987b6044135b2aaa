/**
 * The message ids the admin API's 422s carry, beyond the account ones its sign-in shares
 * (contract/messages.ts). The admin app shows their text from admin/locales/*.json; a test checks each
 * has one in both languages.
 */
export const ADMIN_ERRORS = [
  'admin.errors.required',
  'admin.errors.invalid',
  'admin.errors.too_long',
  'admin.errors.code_invalid',
  'admin.errors.challenge_expired',
  'admin.errors.link_invalid',
  'admin.errors.email_taken',
  'admin.errors.last_owner',
  'admin.errors.not_yourself',
] as const;

/** The catalog's (products, variants, collections, stock), the pictures' and the CSV import's ids. */
export const CATALOG_ERRORS = [
  'catalog.errors.category_invalid',
  'catalog.errors.collection_not_empty',
  'catalog.errors.collection_unknown',
  'catalog.errors.color_invalid',
  'catalog.errors.compare_at_not_above',
  'catalog.errors.parent_cycle',
  'catalog.errors.parent_unknown',
  'catalog.errors.picture_unknown',
  'catalog.errors.price_invalid',
  'catalog.errors.product_unknown',
  'catalog.errors.reason_invalid',
  'catalog.errors.sku_invalid',
  'catalog.errors.sku_taken',
  'catalog.errors.slug_invalid',
  'catalog.errors.slug_taken',
  'catalog.errors.stock_invalid',
  'catalog.errors.stock_negative',
  'catalog.errors.variant_duplicate',
  'catalog.errors.variant_unknown',
  'catalog.errors.variants_required',
] as const;
export const PICTURE_ERRORS = [
  'pictures.errors.color_invalid',
  'pictures.errors.no_files',
  'pictures.errors.not_a_picture',
  'pictures.errors.order_mismatch',
  'pictures.errors.too_large',
  'pictures.errors.too_many_files',
  'pictures.errors.too_many_pictures',
  'pictures.errors.too_many_pixels',
  'pictures.errors.unsupported_type',
] as const;
export const CSV_ERRORS = [
  'csv.errors.cells_extra',
  'csv.errors.column_duplicate',
  'csv.errors.column_missing',
  'csv.errors.column_unknown',
  'csv.errors.empty',
  'csv.errors.file_required',
  'csv.errors.has_problems',
  'csv.errors.image_address',
  'csv.errors.image_format',
  'csv.errors.image_missing',
  'csv.errors.image_not_picture',
  'csv.errors.image_too_big',
  'csv.errors.image_too_many_pixels',
  'csv.errors.image_unreachable',
  'csv.errors.images_disagree',
  'csv.errors.not_csv',
  'csv.errors.not_utf8',
  'csv.errors.price_format',
  'csv.errors.product_disagrees',
  'csv.errors.sku_repeated',
  'csv.errors.too_large',
  'csv.errors.too_many_rows',
  'csv.errors.variant_repeated',
  'csv.errors.zip_invalid',
] as const;

/** The orders area's (issue 39): a move NEXT refuses (409), a date or range the list cannot read. */
export const ORDER_ERRORS = [
  'orders.errors.date_invalid',
  'orders.errors.move_refused',
  'orders.errors.range_invalid',
] as const;

/** The returns' (issue 39): the shop's answers to a return request and the refund it records. */
export const RETURN_ERRORS = [
  'returns.errors.already_refunded',
  'returns.errors.amount_invalid',
  'returns.errors.amount_too_high',
  'returns.errors.date_invalid',
  'returns.errors.line_unknown',
  'returns.errors.method_invalid',
  'returns.errors.not_open',
  'returns.errors.not_received',
  'returns.errors.not_requested',
  'returns.errors.quantity_invalid',
  'returns.errors.quantity_too_high',
  'returns.errors.reason_required',
  'returns.errors.variant_gone',
] as const;

/** Discount codes' (issue 39). */
export const DISCOUNT_ERRORS = [
  'discounts.errors.code_invalid',
  'discounts.errors.code_taken',
  'discounts.errors.ends_before_starts',
  'discounts.errors.limit_below_uses',
  'discounts.errors.percent_over',
] as const;

/** The customers area's (issue 39): an erasure confirmed with another email, or with an order still open. */
export const CUSTOMER_ERRORS = [
  'customers.errors.email_mismatch',
  'customers.errors.orders_open',
] as const;

/** The content area's (issue 39): pages, events, hero slides. */
export const CONTENT_ERRORS = [
  'content.errors.ends_before_start',
  'content.errors.link_invalid',
  'content.errors.order_mismatch',
  'content.errors.page_linked',
  'content.errors.picture_required',
  'content.errors.time_invalid',
] as const;

/** The store settings' (issue 39): a value out of its range or form, a choice left empty. */
export const SETTINGS_ERRORS = [
  'settings.errors.amount_invalid',
  'settings.errors.count_invalid',
  'settings.errors.country_required',
  'settings.errors.country_unknown',
  'settings.errors.days_invalid',
  'settings.errors.days_order',
  'settings.errors.email_invalid',
  'settings.errors.method_required',
  'settings.errors.phone_invalid',
  'settings.errors.tag_invalid',
] as const;

export type AdminErrorId =
  | (typeof ADMIN_ERRORS)[number]
  | (typeof CATALOG_ERRORS)[number]
  | (typeof PICTURE_ERRORS)[number]
  | (typeof CSV_ERRORS)[number]
  | (typeof ORDER_ERRORS)[number]
  | (typeof RETURN_ERRORS)[number]
  | (typeof DISCOUNT_ERRORS)[number]
  | (typeof CUSTOMER_ERRORS)[number]
  | (typeof CONTENT_ERRORS)[number]
  | (typeof SETTINGS_ERRORS)[number];
