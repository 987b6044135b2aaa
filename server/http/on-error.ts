/**
 * The app's last word on a thrown error: known errors keep their status; a PostgreSQL data exception
 * (SQLSTATE class 22: a NUL in text, a malformed number, a value too long or out of range) is the
 * client's bad input that a validator missed, so a 400 and a warning to fix the validator; a full
 * password hash queue (auth/hash-queue.ts) is a 503 with Retry-After; anything
 * else is logged and a 500.
 */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BusyError } from '../auth/hash-queue';
import { sqlStateOf } from '../error-fields';
import { logRequestError, type Logger } from '../log';
import { ApiError, sendError } from './errors';
import { InvalidFields, validationFailed } from './field-errors';

export function handleError(logger: Logger): ErrorHandler {
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
