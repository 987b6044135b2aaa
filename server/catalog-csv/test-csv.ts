/** Test support for the CSV import: files written from rows, and the tables' counts an import may change. */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { CSV_COLUMNS } from '../../contract/admin/csv-format';
import type { Actor } from '../admin/audit';
import type { Db } from '../db/client';
import { importCatalog, type ImportInput } from './import-catalog';

export type TestRow = Record<string, string>;

/** A CSV of `rows` under `columns` (every column of the format unless given). */
export function csvOf(rows: TestRow[], columns: readonly string[] = CSV_COLUMNS): string {
  return stringify([[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))], {
    record_delimiter: '\r\n',
  });
}

/** A row of a new product, `slug`'s, in women/dresses. */
export function newRow(slug: string, over: TestRow = {}): TestRow {
  return {
    slug,
    name_vi: 'Đầm lụa thử',
    name_en: 'Test silk dress',
    description_vi: 'Lụa **mềm**.',
    description_en: 'Soft **silk**.',
    collection: 'women/dresses',
    category: 'dresses',
    status: 'published',
    color: 'BLACK',
    size: 'M',
    sku: `${slug}-black-m`.toUpperCase(),
    price: '134.90',
    compare_at_price: '',
    stock: '5',
    images: '',
    ...over,
  };
}

export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

export function importer(db: Db) {
  return (csv: string | Buffer, opts: Partial<ImportInput> = {}) =>
    importCatalog(db, {
      csv: typeof csv === 'string' ? Buffer.from(csv) : csv,
      dryRun: false,
      actor: COMMAND_LINE,
      fileName: 'test.csv',
      ...opts,
    });
}

const TABLES = [
  'products',
  'variants',
  'stock_movements',
  'audit_log',
  'product_art',
  'art',
] as const;

/** How many rows the tables an import writes hold. */
export async function tableCounts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const tables = TABLES;
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const table of tables) {
    const { rows } = (await db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: { n: number }[] };
    out[table] = rows[0]!.n;
  }
  return out;
}
