/** Request bodies: at most 64 KiB (413), and JSON that parses to an object (400), for every POST/PUT/PATCH route. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, badRequest, sendError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => sendError(c, 413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB`),
});

export async function readJson<T = Record<string, unknown>>(c: Context): Promise<T> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Send the body as application/json');
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object');
  return value as T;
}
