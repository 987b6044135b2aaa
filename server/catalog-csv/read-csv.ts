/**
 * Reads the import's CSV into rows of cells by column name: UTF-8 (a BOM, as Excel's "CSV UTF-8"
 * writes, is taken off), a header row naming the columns in any order, a comma between cells (a
 * semicolon or a tab too, when the header is written with them, as Excel does where the decimal mark
 * is a comma). Parsing is csv-parse's (RFC 4180: quotes, doubled quotes, line breaks in cells).
 * Lines are numbered as a spreadsheet numbers its rows, the header being line 1.
 */
import { CsvError, parse } from 'csv-parse/sync';
import {
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  type CsvColumn,
} from '../../contract/admin/csv-format';
import { problem, type Problem } from './problems';

export type Cells = Partial<Record<CsvColumn, string>>;

export interface CsvRow {
  line: number;
  cells: Cells;
}

export interface ReadCsv {
  /** The columns the header names: a column left out keeps what the shop has. */
  columns: Set<CsvColumn>;
  rows: CsvRow[];
  problems: Problem[];
}

const isColumn = (name: string): name is CsvColumn =>
  (CSV_COLUMNS as readonly string[]).includes(name);

/** The header's separator: whichever of comma, semicolon and tab its first line has most of. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

export function readCsv(bytes: Uint8Array): ReadCsv {
  const none = (p: Problem): ReadCsv => ({ columns: new Set(), rows: [], problems: [p] });
  if (bytes.byteLength > MAX_CSV_BYTES) return none(problem(null, null, 'csv.errors.too_large'));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); // takes a BOM off
  } catch {
    return none(problem(null, null, 'csv.errors.not_utf8'));
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines ?? null;
    return none(problem(line, null, 'csv.errors.not_csv', err.message));
  }
  const [header, ...body] = records;
  const blank = (cells: string[]) => cells.every((c) => c.trim() === '');
  if (!header || blank(header) || body.every(blank))
    return none(problem(null, null, 'csv.errors.empty'));

  const problems: Problem[] = [];
  const columns = new Set<CsvColumn>();
  const names = header.map((raw, i) => {
    const name = raw.trim().toLowerCase();
    // An unnamed column is ignored when empty (a spreadsheet's stray trailing comma).
    if (name === '' && body.every((r) => (r[i] ?? '').trim() === '')) return null;
    if (!isColumn(name)) problems.push(problem(1, null, 'csv.errors.column_unknown', raw.trim()));
    else if (columns.has(name))
      problems.push(problem(1, null, 'csv.errors.column_duplicate', name));
    else return (columns.add(name), name);
    return null;
  });
  if (!columns.has('slug')) problems.push(problem(1, null, 'csv.errors.column_missing', 'slug'));
  if (problems.length > 0) return { columns, rows: [], problems };

  const rows: CsvRow[] = [];
  for (const [i, record] of body.entries()) {
    if (blank(record)) continue;
    const line = i + 2;
    if (rows.length === MAX_CSV_ROWS) {
      problems.push(problem(line, null, 'csv.errors.too_many_rows', String(MAX_CSV_ROWS)));
      break;
    }
    if (record.slice(names.length).some((c) => c.trim() !== ''))
      problems.push(problem(line, null, 'csv.errors.cells_extra'));
    const cells: Cells = {};
    names.forEach((name, j) => {
      if (name) cells[name] = record[j] ?? '';
    });
    rows.push({ line, cells });
  }
  return { columns, rows, problems };
}
