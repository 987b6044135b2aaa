/** The CSV import's answers as types, derived from their schemas (csv-shapes.ts). */
import type * as v from 'valibot';
import type * as s from './csv-shapes';

export type ImportProblem = v.InferOutput<typeof s.ImportProblemSchema>;
export type ImportReport = v.InferOutput<typeof s.ImportReportSchema>;
