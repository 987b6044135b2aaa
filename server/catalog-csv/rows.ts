/**
 * One CSV row's cells made into values, before any rule of the catalog is asked: trimmed text, a
 * colour in capitals, prices from `134.90` to minor units, stock as a number when it is written as a
 * whole number (the catalog's rule then says whether it may be: contract/admin/catalog-inputs.ts),
 * pictures as a list. A column the file does not have is `undefined` throughout: the shop's value stays.
 * What cannot even be read (a malformed price, a control character) is a problem here.
 */
import type { CsvColumn } from '../../contract/admin/csv-format';
import { parseMoney } from './money';
import { problem, type Problem } from './problems';
import type { CsvRow } from './read-csv';

export interface ImportRow {
  line: number;
  /** The cells as written, for the problems' values. */
  raw: Partial<Record<CsvColumn, string>>;
  slug: string;
  nameVi?: string;
  nameEn?: string;
  /** Markdown, its line breaks as `\n` and trailing space trimmed. */
  descriptionVi?: string;
  descriptionEn?: string;
  collection?: string;
  category?: string;
  status?: string;
  color?: string;
  size?: string;
  /** null: empty (kept, or made for a new variant). */
  sku?: string | null;
  /** Minor units; null where the text is no price (a problem says so). */
  price?: number | null;
  /** null: none (an empty cell), or no price (a problem says so). */
  compareAt?: number | null;
  /** A number when written as a whole number, else the text, which the catalog's rule refuses. */
  stock?: number | string;
  images?: string[];
}

// Tab and line breaks aside: a one-line field's own rule refuses those, a description keeps them.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function parseRow(row: CsvRow, digits: number): { row: ImportRow; problems: Problem[] } {
  const problems: Problem[] = [];
  const raw = row.cells;
  const text = (column: CsvColumn): string | undefined => {
    const cell = raw[column];
    if (cell === undefined) return undefined;
    if (CONTROL.test(cell)) problems.push(problem(row.line, column, 'admin.errors.invalid', cell));
    return cell.trim();
  };
  const markdown = (column: CsvColumn) =>
    raw[column] === undefined
      ? undefined
      : (text(column), raw[column].replace(/\r\n?/g, '\n').trimEnd());
  const money = (column: 'price' | 'compare_at_price'): number | null | undefined => {
    const cell = text(column);
    if (cell === undefined || cell === '') return cell === undefined ? undefined : null;
    const minor = parseMoney(cell, digits);
    if (minor === null) problems.push(problem(row.line, column, 'csv.errors.price_format', cell));
    return minor;
  };
  const stockText = text('stock');
  const skuText = text('sku');
  const imagesText = text('images');
  const parsed: ImportRow = {
    line: row.line,
    raw,
    slug: text('slug') ?? '',
    nameVi: text('name_vi'),
    nameEn: text('name_en'),
    descriptionVi: markdown('description_vi'),
    descriptionEn: markdown('description_en'),
    collection: text('collection')
      ?.toLowerCase()
      .replace(/^\/+|\/+$/g, ''),
    category: text('category')?.toLowerCase(),
    status: text('status')?.toLowerCase(),
    color: text('color')?.toUpperCase(),
    size: text('size'),
    sku: skuText === undefined ? undefined : skuText || null,
    price: money('price'),
    compareAt: money('compare_at_price'),
    stock:
      stockText === undefined
        ? undefined
        : /^\+?\d{1,9}$/.test(stockText)
          ? Number(stockText)
          : stockText,
    images: imagesText === undefined ? undefined : imagesText.split(/\s+/).filter(Boolean),
  };
  if (parsed.price === null && raw.price?.trim() === '')
    problems.push(problem(row.line, 'price', 'admin.errors.required'));
  return { row: parsed, problems };
}
