/**
 * The app's last word on a thrown error: known errors keep their status; a PostgreSQL data exception
 * (SQLSTATE class 22: a NUL in text, a malformed number, a value too long or out of range) is the
 * client's bad input that a validator missed, so a 400 and a warning to fix the validator; a full
 * password hash queue (auth/hash-queue.ts) and a database that cannot be reached (db/unavailable.ts)
 * are a 503 with Retry-After; anything else is logged and a 500.
 */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BusyError } from '../auth/hash-queue';
import { isDatabaseUnavailable } from '../db/unavailable';
import { safeErrorFields, sqlStateOf } from '../error-fields';
import { logRequestError, type Logger } from '../log';
import { ApiError, sendError } from './errors';
import { InvalidFields, validationFailed } from './field-errors';

/** Seconds a client is asked to wait while the database is away: about what a restart takes. */
export const DATABASE_RETRY_AFTER = 5;
/** While the database is away every request fails alike: the log says so once per this many ms. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

export function handleError(logger: Logger): ErrorHandler {
  let unavailableSince = 0;
  let unavailableCount = 0;
  /** One warning per period with how many requests it answered so, not one line per request. */
  const noteUnavailable = (err: unknown) => {
    unavailableCount++;
    const now = Date.now();
    if (now - unavailableSince < UNAVAILABLE_LOG_EVERY_MS) return;
    logger.warn(
      { error: safeErrorFields(err), requests: unavailableCount },
      'The database cannot be reached: requests that need it are answered 503 until it is back',
    );
    unavailableSince = now;
    unavailableCount = 0;
  };
  return (err, c) => {
    if (err instanceof ApiError) return sendError(c, err.status, err.message, err.errors);
    if (err instanceof InvalidFields) return validationFailed(c, err.errors);
    if (err instanceof BusyError) {
      // The hash queue is full (a flood of sign-ins): try again shortly, nothing was checked.
      c.header('Retry-After', '2');
      c.header('Cache-Control', 'no-store');
      return sendError(c, 503, 'Too many sign-ins at once: please try again in a moment');
    }
    if (err instanceof HTTPException) {
      if (err.status >= 500) logRequestError(c, err, { status: err.status, logger });
      return sendError(c, err.status as ContentfulStatusCode, err.message);
    }
    if (isDatabaseUnavailable(err)) {
      noteUnavailable(err);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER));
      c.header('Cache-Control', 'no-store');
      return sendError(c, 503, 'The shop is briefly unavailable: please try again in a moment');
    }
    if (sqlStateOf(err)?.startsWith('22')) {
      logRequestError(c, err, {
        status: 400,
        logger,
        note: 'data exception: a validator let bad input through',
      });
      return sendError(c, 400, 'A value in the request cannot be used');
    }
    logRequestError(c, err, { logger });
    return sendError(c, 500);
  };
}
