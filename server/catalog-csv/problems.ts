/**
 * The import's problems: where (line and column), what (a message id the admin app shows in the
 * member's language, admin/locales/<lang>/csv.json, beside the value in a column of its own) and the
 * cell's value, collected in file order. The command prints each in English on one line with the value
 * in it, `line 12, color: "Blackk" is not a colour`: the texts below (a test checks every id the import
 * can answer has one).
 */
import type { CsvColumn } from '../../contract/admin/csv-format';
import type { AdminErrorId } from '../../contract/admin/messages';

export interface Problem {
  line: number | null;
  column: CsvColumn | null;
  message: AdminErrorId;
  value: string | null;
  other_line: number | null;
}

export const problem = (
  line: number | null,
  column: CsvColumn | null,
  message: AdminErrorId,
  value: string | null = null,
  otherLine: number | null = null,
): Problem => ({ line, column, message, value, other_line: otherLine });

/** English, with `{value}` and `{other_line}` in the place of what the problem carries. */
export const PROBLEM_TEXT: Partial<Record<AdminErrorId, string>> = {
  'csv.errors.cells_extra': 'has more cells than the header has columns',
  'csv.errors.column_duplicate': 'the column "{value}" is named twice',
  'csv.errors.column_missing': 'the column "{value}" is missing',
  'csv.errors.column_unknown': '"{value}" is not a column of the catalog',
  'csv.errors.empty': 'the file has no header row, or no rows under it',
  'csv.errors.file_required': 'no CSV file was sent',
  'csv.errors.has_problems': 'the file has problems: nothing was imported',
  'csv.errors.image_address': '"{value}" is on a private or internal address: it was not fetched',
  'csv.errors.image_format': '"{value}" is not a JPEG, PNG, WebP or AVIF picture',
  'csv.errors.image_missing': '"{value}" is neither in the zip nor a picture of the shop',
  'csv.errors.image_not_picture': '"{value}" is not a picture that can be read',
  'csv.errors.image_too_big': '"{value}" is larger than 20 MB',
  'csv.errors.image_too_many_pixels': '"{value}" has more than 40 megapixels',
  'csv.errors.image_unreachable': '"{value}" could not be fetched',
  'csv.errors.images_disagree': 'the pictures differ from line {other_line} of the same colour',
  'csv.errors.not_csv': 'the file is not CSV that can be read: {value}',
  'csv.errors.not_utf8': 'the file is not UTF-8 (in Excel, save it as "CSV UTF-8")',
  'csv.errors.price_format': '"{value}" is not a price such as 134.90',
  'csv.errors.product_disagrees': '"{value}" differs from line {other_line} of the same product',
  'csv.errors.sku_repeated': '"{value}" is also on line {other_line}',
  'csv.errors.too_large': 'the file is too large',
  'csv.errors.too_many_rows': 'the file has more rows than one import takes ({value})',
  'csv.errors.variant_repeated': 'the same colour and size are also on line {other_line}',
  'csv.errors.zip_invalid': 'the pictures file is not a zip that can be read',
  // The catalog's own rules (contract/admin/catalog-inputs.ts), as a cell breaks them.
  'admin.errors.invalid': '"{value}" is not valid here',
  'admin.errors.required': 'is empty',
  'admin.errors.too_long': 'is too long',
  'catalog.errors.category_invalid': '"{value}" is not a category such as t-shirts',
  'catalog.errors.collection_unknown': '"{value}" is not a collection of the shop',
  'catalog.errors.color_invalid': '"{value}" is not a colour',
  'catalog.errors.compare_at_not_above': '"{value}" is not above the price',
  'catalog.errors.price_invalid': '"{value}" is not a price the shop takes',
  'catalog.errors.sku_invalid': '"{value}" is not a SKU (letters, digits and - _ . /)',
  'catalog.errors.sku_taken': '"{value}" is the SKU of another product',
  'catalog.errors.slug_invalid': '"{value}" is not a slug such as ao-thun-trang',
  'catalog.errors.slug_taken': '"{value}" was another product\'s address',
  'catalog.errors.stock_invalid': '"{value}" is not a whole number of 0 or more',
  'catalog.errors.variant_duplicate': 'another variant of the product has this colour and size',
};

/** One line of English: `line 12, color: "Blackk" is not a colour`. */
export function problemLine(p: Omit<Problem, 'message'> & { message: string }): string {
  const text = ((PROBLEM_TEXT as Record<string, string>)[p.message] ?? p.message)
    .replace('{value}', p.value ?? '')
    .replace('{other_line}', String(p.other_line ?? ''));
  const where = [p.line === null ? null : `line ${p.line}`, p.column].filter(Boolean).join(', ');
  return where ? `${where}: ${text}` : text;
}
