/**
 * The catalog's CSV import, the one module behind both `npm run catalog -- import` and the admin's
 * POST /api/admin/catalog/import. In order: the file is read (read-csv.ts, rows.ts), the pictures it
 * names are found, fetched and checked (resolve-pictures.ts) outside any transaction, since a slow
 * host must not hold locks; then the plan is made (plan-import.ts). A dry run stops there and
 * reports. A real import with any problem writes nothing; without one it plans again inside one
 * transaction, holding the rows it changes (and an advisory lock, so two imports take turns), and
 * writes every row or, on any failure, none. A file the shop already matches writes nothing at all:
 * no row, no stock movement, no audit entry.
 */
import { sql } from 'drizzle-orm';
import {
  MAX_LISTED_PROBLEMS,
  MAX_ZIP_BYTES,
  type CsvColumn,
} from '../../contract/admin/csv-format';
import type { ImportReport } from '../../contract/admin/csv-types';
import type { Actor } from '../admin/audit';
import { audit } from '../admin/audit';
import type { Db } from '../db/client';
import { applyPlan } from './apply-plan';
import { readCurrency } from './catalog-state';
import type { FetchOptions } from './fetch-picture';
import { currencyDigits } from './money';
import { openPictureZip, type PictureZip } from './picture-zip';
import { planImport, type ImportPlan } from './plan-import';
import { isUpdated, variantChanged } from './plan-product';
import { problem, type Problem } from './problems';
import { readCsv } from './read-csv';
import { resolvePictures } from './resolve-pictures';
import { parseRow, type ImportRow } from './rows';

const IMPORT_LOCK = 727_037;

export interface ImportInput {
  csv: Uint8Array;
  /** The zip of pictures beside it, if any. */
  zip?: Buffer | null;
  dryRun: boolean;
  actor: Actor;
  /** The CSV's name, for the audit log and the stock movements' note. */
  fileName: string;
  /** The picture fetch's limits and address rule (tests narrow or widen them). */
  fetch?: FetchOptions;
}

/** Thrown inside the transaction to roll it back with the problems found there. */
class Refused extends Error {
  constructor(readonly problems: Problem[]) {
    super('import refused');
  }
}

function report(
  input: ImportInput,
  rows: number,
  plan: ImportPlan | null,
  problems: Problem[],
  applied: boolean,
  picturesAdded: number,
): ImportReport {
  const products = { created: 0, updated: 0, unchanged: 0 };
  const variants = { created: 0, updated: 0, unchanged: 0 };
  for (const p of plan?.products ?? []) {
    products[!p.before ? 'created' : isUpdated(p) ? 'updated' : 'unchanged']++;
    for (const v of p.variants)
      variants[!v.before ? 'created' : variantChanged(v) ? 'updated' : 'unchanged']++;
  }
  return {
    dry_run: input.dryRun,
    applied,
    rows,
    products,
    variants,
    pictures_added: picturesAdded,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problems_total: problems.length,
  };
}

async function openZip(zip: Buffer | null | undefined, problems: Problem[]) {
  if (!zip) return null;
  if (zip.byteLength > MAX_ZIP_BYTES) {
    problems.push(problem(null, null, 'csv.errors.too_large', 'zip'));
    return 'broken' as const;
  }
  try {
    return await openPictureZip(zip);
  } catch {
    problems.push(problem(null, null, 'csv.errors.zip_invalid'));
    return 'broken' as const;
  }
}

export async function importCatalog(db: Db, input: ImportInput): Promise<ImportReport> {
  const read = readCsv(input.csv);
  const problems = [...read.problems];
  if (read.rows.length === 0 || problems.some((p) => p.line === 1 || p.line === null))
    return report(input, read.rows.length, null, problems, false, 0);
  const digits = currencyDigits(await readCurrency(db));
  const rows: ImportRow[] = read.rows.map((r) => {
    const parsed = parseRow(r, digits);
    problems.push(...parsed.problems);
    return parsed.row;
  });
  const zip: PictureZip | 'broken' | null = await openZip(input.zip, problems);
  const refs = new Map<string, number>();
  for (const row of rows)
    for (const ref of row.images ?? []) if (!refs.has(ref)) refs.set(ref, row.line);
  const pictures = await resolvePictures(db, refs, { zip, fetch: input.fetch });
  problems.push(...pictures.problems);
  const columns: Set<CsvColumn> = read.columns;

  if (input.dryRun || problems.length > 0) {
    const plan = await planImport(db, rows, columns, pictures.keyOf, false);
    const all = sortProblems([...problems, ...plan.problems]);
    return report(input, rows.length, plan, all, false, all.length ? 0 : pictures.added.size);
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const plan = await planImport(tx, rows, columns, pictures.keyOf, true);
      if (plan.problems.length > 0) throw new Refused(plan.problems);
      const added = await applyPlan(tx, input.actor, plan.products, pictures.added, input.fileName);
      const done = report(input, rows.length, plan, [], true, added);
      if (done.products.created + done.products.updated > 0)
        await audit(tx, input.actor, {
          action: 'catalog.import',
          entity: 'catalog',
          after: {
            file: input.fileName,
            rows: done.rows,
            products: done.products,
            variants: done.variants,
            pictures_added: added,
          },
        });
      return done;
    });
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    return report(input, rows.length, null, sortProblems(err.problems), false, 0);
  }
}

/**
 * In line order, one per cell and value: a cell that could not be read (a malformed price) is not also
 * reported for what the catalog's rules make of it; two pictures missing from one cell are two.
 */
function sortProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      if (p.column === null) return true;
      const key = `${p.line}:${p.column}:${p.value}`;
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
