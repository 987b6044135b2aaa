/** The app's last word on a thrown error: known errors keep their status, anything else is logged and a 500. */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logRequestError, type Logger } from '../log';
import { ApiError, sendError } from './errors';
import { InvalidFields, validationFailed } from './field-errors';

export function handleError(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) return sendError(c, err.status, err.message);
    if (err instanceof InvalidFields) return validationFailed(c, err.errors);
    if (err instanceof HTTPException) {
      if (err.status >= 500) logRequestError(c, err, { status: err.status, logger });
      return sendError(c, err.status as ContentfulStatusCode, err.message);
    }
    logRequestError(c, err, { logger });
    return sendError(c, 500);
  };
}
