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
export const CATALOG_ERRORS = [] as const;
export const PICTURE_ERRORS = [] as const;
export const CSV_ERRORS = [] as const;

export type AdminErrorId =
  | (typeof ADMIN_ERRORS)[number]
  | (typeof CATALOG_ERRORS)[number]
  | (typeof PICTURE_ERRORS)[number]
  | (typeof CSV_ERRORS)[number];
