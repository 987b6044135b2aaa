/**
 * A failed parse as the API reports it: message ids keyed by field path (`lines.3.quantity`), each
 * field's in the order found. The server answers with it (422 for a body, 400 for a query); a form
 * shows the ids' texts at its fields.
 */
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

/** Issues without a path (the whole value was wrong) are keyed `_`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = { ...flat.nested } as FieldErrors;
  const other = [...(flat.root ?? []), ...(flat.other ?? [])];
  if (other.length > 0) errors['_'] = other;
  return errors;
}

/**
 * Parses `value` with `schema`: its output, or the field errors of everything wrong with it.
 * `firstPerField` keeps one message per field throughout (queries; a body's schema sets it per field,
 * so that its checks across fields still run).
 */
export function check<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  { firstPerField = false } = {},
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, value, { abortPipeEarly: firstPerField });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}
