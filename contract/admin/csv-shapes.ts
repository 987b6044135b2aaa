/** The CSV import's answer (issue 37): what the file would do (a dry run) or did, and every problem. */
import * as v from 'valibot';
import { CSV_COLUMNS } from './csv-format';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Tally = v.object({ created: Count, updated: Count, unchanged: Count });

/**
 * One thing wrong, where it is: `line` is the row as a spreadsheet numbers it (the header is line 1),
 * null for the file as a whole (or the zip); `column` one of the CSV's columns, or null. `message`
 * is a message id (admin/locales/<lang>/csv.json and catalog.json); `value` what the cell held, and
 * `other_line` the line it disagrees with or repeats, where there is one.
 */
export const ImportProblemSchema = v.object({
  line: v.nullable(Count),
  column: v.nullable(v.picklist(CSV_COLUMNS)),
  message: v.string(),
  value: v.nullable(v.string()),
  other_line: v.nullable(Count),
});

export const ImportReportSchema = v.object({
  dry_run: v.boolean(),
  /** The file's changes are in the shop (false for a dry run, and for a file with problems). */
  applied: v.boolean(),
  /** Rows read, the header and blank rows aside. */
  rows: Count,
  products: Tally,
  variants: Tally,
  /** Pictures new to the shop (a picture already there, by its bytes, is reused). */
  pictures_added: Count,
  problems: v.array(ImportProblemSchema),
  /** Every problem, counted; more than the list holds when it was cut at MAX_LISTED_PROBLEMS. */
  problems_total: Count,
});
