/** API errors: one class carries the status; the body follows contract/errors.ts and API.md. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../contract/api/field-errors';
import { catalogueEntry } from '../../contract/errors';
import type { ErrorBody } from '../../contract/types';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /** For 400 and 5xx the client shows this text (catalogue `fromBody`); otherwise the catalogue's. */
    message?: string,
    /** Message ids by field (a bad query's parameters), answered beside the message. */
    readonly errors?: FieldErrors,
  ) {
    super(message ?? catalogueEntry(status).message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = () => new ApiError(404);

export function errorBody(status: number, detail?: string, errors?: FieldErrors): ErrorBody {
  const entry = catalogueEntry(status);
  // Statuses whose text the client takes from the body carry the detail; the others keep the catalogue text.
  const message = entry.fromBody && detail ? detail : entry.message;
  return errors ? { message, errors } : { message };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  detail?: string,
  errors?: FieldErrors,
) {
  return c.json(errorBody(status, detail, errors), status);
}
