/**
 * The catalog's CSV import at 10,000 rows (issue 37's budget: under 60 s on this 2-core machine). The
 * file is an export of a large shop (server/db/demo/large-shop.ts, as SEED_PRODUCTS seeds it: the demo
 * shop and generated lines with their own colours, sizes, prices and stock, and the demo's pictures),
 * cut to its first 10,000 rows. It is imported into a fresh embedded database holding the demo shop,
 * through the importer the command and the admin endpoint share, on the request pool's bounds (15 s a
 * statement), as the endpoint runs it: a dry run, the import, the same file again (nothing to change),
 * the file with every row's stock changed (10,000 variants and stock movements), and an export. Prints each time and the import's report.
 * Usage: npx tsx bench/catalog-import.ts. Settings: BENCH_ROWS (10000), BENCH_PRODUCTS (1200, the
 * large shop the file is cut from).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS } from '../contract/admin/csv-format';
import { exportCatalog } from '../server/catalog-csv/export-catalog';
import { importCatalog } from '../server/catalog-csv/import-catalog';
import { openDb, type DbHandle } from '../server/db/client';
import { largeShop } from '../server/db/demo/large-shop';
import { demoShop } from '../server/db/demo/shop';
import type { DemoShop } from '../server/db/demo/types';
import { migrateDb } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const products = Number(process.env.BENCH_PRODUCTS ?? 1_200);
const actor = { id: null, email: 'bench' };

/** A fresh data folder with its embedded PostgreSQL, migrated and seeded with `shop`. */
async function freshShop(name: string, shop: DemoShop): Promise<{ handle: DbHandle; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  chmodSync(dir, 0o755); // run as root, the embedded database runs as the postgres user
  const handle = await openDb({ dataDir: dir, log: () => undefined });
  await migrateDb(handle.pool);
  await seedIfEmpty(handle.db, shop);
  return { handle, dir };
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - began) / 1000).toFixed(2)} s`);
  return result;
}

const source = await freshShop('source', largeShop(demoShop, products));
const full = (await exportCatalog(source.handle.db)).csv;
await source.handle.close();
rmSync(source.dir, { recursive: true, force: true });
const lines = full.split('\r\n');
// Records end at a CRLF outside quotes; a Markdown cell's own breaks are bare LFs.
const csv = `${lines.slice(0, rows + 1).join('\r\n')}\r\n`;
console.log(
  `file: ${rows.toLocaleString('en')} rows of the ${products.toLocaleString('en')}-product shop's ` +
    `${(lines.length - 2).toLocaleString('en')}, ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB`,
);

const target = await freshShop('target', demoShop);
try {
  const input = { csv: Buffer.from(csv), actor, fileName: 'bench.csv' };
  const dry = await timed('dry run', () =>
    importCatalog(target.handle.db, { ...input, dryRun: true }),
  );
  if (dry.problems_total > 0)
    throw new Error(`problems: ${JSON.stringify(dry.problems.slice(0, 5))}`);
  const done = await timed('import', () =>
    importCatalog(target.handle.db, { ...input, dryRun: false }),
  );
  console.log(JSON.stringify({ products: done.products, variants: done.variants }));
  const again = await timed('the same file again', () =>
    importCatalog(target.handle.db, { ...input, dryRun: false }),
  );
  console.log(JSON.stringify({ products: again.products, variants: again.variants }));
  // Every row's stock one more: 10,000 variants updated, each with its stock movement.
  const records = parse(csv, { bom: true }) as string[][];
  const stock = CSV_COLUMNS.indexOf('stock');
  for (const r of records.slice(1)) r[stock] = String(Number(r[stock]) + 1);
  const restocked = Buffer.from(stringify(records, { record_delimiter: '\r\n' }));
  const moved = await timed('every stock changed', () =>
    importCatalog(target.handle.db, { ...input, csv: restocked, dryRun: false }),
  );
  console.log(JSON.stringify({ products: moved.products, variants: moved.variants }));
  const out = await timed('export', () => exportCatalog(target.handle.db));
  console.log(`export: ${out.rows.toLocaleString('en')} rows`);
} finally {
  await target.handle.close();
  rmSync(target.dir, { recursive: true, force: true });
}
