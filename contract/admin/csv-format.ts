/**
 * The catalog's CSV (issue 37), shared by the server's import and export, the `npm run catalog`
 * command and the admin app: one row per variant, its columns in any order, and the limits of one
 * import. The export writes the columns in this order.
 */

export const CSV_COLUMNS = [
  'slug',
  'name_vi',
  'name_en',
  'description_vi',
  'description_en',
  'collection',
  'category',
  'status',
  'color',
  'size',
  'sku',
  'price',
  'compare_at_price',
  'stock',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The CSV file of one import, at most (a 10,000-row export of the demo shop is about 6 MB). */
export const MAX_CSV_BYTES = 30 * 1024 * 1024;
/** Rows of one import, at most. */
export const MAX_CSV_ROWS = 50_000;
/** The zip of pictures beside it, at most. */
export const MAX_ZIP_BYTES = 200 * 1024 * 1024;
/** One upload's body: the CSV, the zip and the form around them. */
export const MAX_IMPORT_BYTES = MAX_CSV_BYTES + MAX_ZIP_BYTES + 64 * 1024;
/** A picture fetched from a URL: this long at most, for the whole answer (its size limit is the upload's). */
export const PICTURE_FETCH_TIMEOUT_MS = 15_000;
/** Problems listed in one report, at most (`problems_total` counts them all). */
export const MAX_LISTED_PROBLEMS = 10_000;
