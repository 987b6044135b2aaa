/**
 * The 422 of API.md: `errors` keyed by field path (`lines.3.quantity`), each a list of message ids from
 * contract/messages.ts that the app shows in the shopper's language. A validator either answers it
 * itself (validationFailed) or, deeper down, throws InvalidFields for the error handler to answer.
 */
import type { Context } from 'hono';
import type { FieldErrors } from '../../contract/api/field-errors';

export type { FieldErrors };

export function validationFailed(c: Context, errors: FieldErrors) {
  c.header('Cache-Control', 'no-store');
  return c.json({ message: 'Validation error', errors }, 422);
}

export class InvalidFields extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Validation error');
  }
}
