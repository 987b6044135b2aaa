/** The command's English for each problem: every id of the CSV's own list has one, with its value in place. */
import { describe, expect, it } from 'vitest';
import { CSV_ERRORS } from '../../contract/admin/messages';
import { PROBLEM_TEXT, problem, problemLine } from './problems';

describe('problem lines', () => {
  it('have an English text for every csv.errors id', () => {
    for (const id of CSV_ERRORS) expect(PROBLEM_TEXT, id).toHaveProperty([id]);
  });

  it('name the line and column, then the cell’s value and the other line', () => {
    expect(problemLine(problem(12, 'color', 'catalog.errors.color_invalid', 'Blackk'))).toBe(
      'line 12, color: "Blackk" is not a colour',
    );
    expect(problemLine(problem(9, 'sku', 'csv.errors.sku_repeated', 'AO-1', 4))).toBe(
      'line 9, sku: "AO-1" is also on line 4',
    );
    expect(problemLine(problem(null, null, 'csv.errors.zip_invalid'))).toBe(
      'the pictures file is not a zip that can be read',
    );
  });
});
