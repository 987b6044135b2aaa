/**
 * The catalog's command, `npm run catalog -- export <file.csv>` and `npm run catalog -- import
 * <file.csv> [--zip pictures.zip] [--dry-run]` (or `node dist-server/catalog.js …` after a build): the
 * same export and import as the back office's (server/catalog-csv/), on the database every operator's
 * command finds (open-database.ts), each import audited as done by the command line.
 *
 * It says what it did in one line; a dry run, or an import refused, first prints each problem on a line
 * of its own (`line 12, color: "Blackk" is not a colour`). Exit codes: 0 done (a dry run without
 * problems included); 1 not done (problems in the file, a file that cannot be read or written, the
 * database not reachable); 2 a wrong command line.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportReport } from '../../contract/admin/csv-types';
import { COMMAND_LINE } from '../admin/audit';
import { exportCatalog } from '../catalog-csv/export-catalog';
import { importCatalog } from '../catalog-csv/import-catalog';
import { problemLine } from '../catalog-csv/problems';
import type { Db } from '../db/client';
import type { OpenedDatabase } from './open-database';

export const EXIT = { done: 0, notDone: 1, usage: 2 } as const;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = [
  'Usage: npm run catalog -- export <file.csv>',
  '       npm run catalog -- import <file.csv> [--zip pictures.zip] [--dry-run]',
  '  export    writes the catalog, one row per variant, to <file.csv>',
  '  import    applies <file.csv> to the catalog: every row, or none if any has a problem',
  '  --zip     the pictures the images column names by file name',
  '  --dry-run lists every problem and what the import would do, and changes nothing',
].join('\n');

/** The command line's own name in the audit log: no staff member ran it. */

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const n = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

type Parsed =
  | { what: 'export'; file: string }
  | { what: 'import'; file: string; zip: string | null; dryRun: boolean };

function parseArgs(args: string[]): Parsed | null {
  const [what, ...rest] = args;
  const files: string[] = [];
  let zip: string | null = null;
  let dryRun = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--dry-run' && what === 'import') dryRun = true;
    else if (a === '--zip' && what === 'import' && rest[i + 1]) zip = rest[++i]!;
    else if (a.startsWith('--zip=') && what === 'import') zip = a.slice('--zip='.length);
    else if (a.startsWith('-')) return null;
    else files.push(a);
  }
  if (files.length !== 1) return null;
  if (what === 'export') return { what, file: files[0]! };
  if (what === 'import') return { what, file: files[0]!, zip, dryRun };
  return null;
}

export function summary(file: string, r: ImportReport): string {
  const num = (count: number) => count.toLocaleString('en');
  const tally = (t: ImportReport['products'], noun: string) =>
    `${n(t.created + t.updated + t.unchanged, noun)} (${num(t.created)} new, ${num(t.updated)} changed, ${num(t.unchanged)} unchanged)`;
  const what = `${n(r.rows, 'row')}: ${tally(r.products, 'product')}, ${tally(r.variants, 'variant')}, ${n(r.pictures_added, 'new picture')}`;
  if (r.problems_total > 0)
    return `${file}: ${n(r.problems_total, 'problem')}; nothing was ${r.dry_run ? 'changed (dry run)' : 'imported'}.`;
  return r.dry_run
    ? `${file} has no problems; importing it would read ${what}. Nothing was changed (dry run).`
    : `Imported ${file}: ${what}.`;
}

export async function catalogCommand(
  args: string[],
  io: Io,
  open: () => Promise<OpenedDatabase>,
): Promise<number> {
  if (args.some((a) => a === '-h' || a === '--help')) {
    io.out(USAGE);
    return EXIT.done;
  }
  const parsed = parseArgs(args);
  if (!parsed) {
    io.err(USAGE);
    return EXIT.usage;
  }
  let csv: Buffer | null = null;
  let zip: Buffer | null = null;
  try {
    if (parsed.what === 'import') {
      csv = await readFile(parsed.file);
      if (parsed.zip) zip = await readFile(parsed.zip);
    }
  } catch (err) {
    io.err(`Could not read the file: ${messageOf(err)}`);
    return EXIT.notDone;
  }
  let opened: OpenedDatabase;
  try {
    opened = await open();
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.notDone;
  }
  try {
    if (parsed.what === 'export') return await exportTo(opened.db, parsed.file, io);
    const report = await importCatalog(opened.db, {
      csv: csv!,
      zip,
      dryRun: parsed.dryRun,
      actor: COMMAND_LINE,
      fileName: basename(parsed.file),
    });
    for (const p of report.problems) io.err(problemLine(p));
    if (report.problems_total > report.problems.length)
      io.err(`… and ${n(report.problems_total - report.problems.length, 'more problem')}`);
    const line = summary(basename(parsed.file), report);
    if (report.problems_total > 0) io.err(line);
    else io.out(line);
    return report.problems_total > 0 ? EXIT.notDone : EXIT.done;
  } catch (err) {
    io.err(`Could not ${parsed.what} the catalog: ${messageOf(err)}`);
    return EXIT.notDone;
  } finally {
    await opened.close().catch((err: unknown) => io.err(`Closing the database: ${messageOf(err)}`));
  }
}

/** Written beside the file, then renamed over it: a failed export never leaves half a file. */
async function exportTo(db: Db, file: string, io: Io): Promise<number> {
  const { csv, rows, products } = await exportCatalog(db);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, csv);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    io.err(`Could not write ${file}: ${messageOf(err)}`);
    return EXIT.notDone;
  }
  io.out(
    `Exported the catalog to ${file}: ${n(rows, 'row')} (one per variant) of ${n(products, 'product')}.`,
  );
  return EXIT.done;
}
