/**
 * The server's one logger: pino, JSON lines on stdout. Logs end up in places with wider access than the
 * database (log shippers, support tickets), so credentials and personal data never go in: `redact`
 * blanks the usual keys wherever they appear, and request failures are logged through
 * logRequestError, which keeps only a database error's safe fields (error-fields.ts says why).
 */
import type { Context } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';
import { safeErrorFields } from './error-fields';

export type { Logger } from 'pino';

/** Keys whose values are secrets or personal data, at any of the first three levels of a log object. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  '["set-cookie"]',
  '["x-new-token"]',
  'password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'email',
  'params',
  'detail',
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const member = key.startsWith('[') ? key : `.${key}`;
  return [key, `*${member}`, `*.*${member}`];
});

function defaultLevel(): string {
  const env = process.env;
  if (env.LOG_LEVEL) return env.LOG_LEVEL;
  // Test runs stay quiet unless asked: expected failures would bury the test report.
  return env.NODE_ENV === 'test' || env.VITEST ? 'silent' : 'info';
}

/** A logger with the server's redaction; tests pass a stream to read what was written. */
export function createLogger(destination?: DestinationStream, level = defaultLevel()): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

export const log: Logger = createLogger();

export interface RequestErrorOptions {
  status?: number;
  /** Why this failure matters, for whoever reads the log. */
  note?: string;
  logger?: Logger;
}

// A checkout or order token in a path is the key to what it names (an address, returns): the log keeps
// its first four characters, enough to tell two apart. Covers the pages and the API.
const TOKEN_IN_PATH = /(\/(?:checkouts?|orders?)\/)([^/]{0,4})[^/]*/g;

/** `path` as it may be logged: at most 300 characters, tokens cut to their first four. */
export function loggablePath(path: string): string {
  return path.slice(0, 300).replace(TOKEN_IN_PATH, '$1$2…');
}

/**
 * One failed request: method, path (not the query string, which can hold personal data; tokens cut),
 * status, and the error's safe fields. A 5xx is logged as an error, anything else as a warning.
 */
export function logRequestError(c: Context, err: unknown, opts: RequestErrorOptions = {}): void {
  const { status = 500, note = 'request failed', logger = log } = opts;
  const fields = {
    method: c.req.method,
    path: loggablePath(c.req.path),
    status,
    error: safeErrorFields(err),
  };
  if (status >= 500) logger.error(fields, note);
  else logger.warn(fields, note);
}
