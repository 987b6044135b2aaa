/** The one error type every API failure rejects with, built from the catalogue in contract/errors.ts. */
import { catalogueEntry } from '../../../contract/errors';

export interface ApiErrorInit {
  message: string;
  statusCode: number;
  data?: unknown;
  errors?: Record<string, string[]>;
  offline?: boolean;
  timedOut?: boolean;
  aborted?: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, timeout, abort). */
  readonly statusCode: number;
  /** The parsed response body, if any. */
  readonly data: unknown;
  /** Field errors of a 422, keyed by field path, each a list of message ids. */
  readonly errors?: Record<string, string[]>;
  /** No answer from the server (network failure or timeout): screens may show cached data or a retry. */
  readonly offline: boolean;
  readonly timedOut: boolean;
  /** The caller cancelled the request; screens usually ignore this. */
  readonly aborted: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.statusCode = init.statusCode;
    this.data = init.data;
    if (init.errors) this.errors = init.errors;
    this.offline = init.offline ?? false;
    this.timedOut = init.timedOut ?? false;
    this.aborted = init.aborted ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Maps an HTTP error response to the catalogue's message (spec section 8). */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const entry = catalogueEntry(status);
  const fields = isRecord(body) ? body : {};
  const bodyMessage = nonEmptyString(fields['error']) ?? nonEmptyString(fields['message']);
  const message = entry.fromBody ? (bodyMessage ?? entry.message) : entry.message;
  const errors = status === 422 && isRecord(fields['errors']) ? fields['errors'] : undefined;
  return new ApiError({
    message,
    statusCode: status,
    data: body,
    ...(errors ? { errors: errors as Record<string, string[]> } : {}),
  });
}

export const networkError = (): ApiError =>
  new ApiError({ message: 'Network error', statusCode: 0, offline: true });

export const timeoutError = (): ApiError =>
  new ApiError({ message: 'Request timed out', statusCode: 0, offline: true, timedOut: true });

export const abortedError = (): ApiError =>
  new ApiError({ message: 'Request aborted', statusCode: 0, aborted: true });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
