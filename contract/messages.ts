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

export type ErrorId = AccountErrorId | QueryErrorId;
