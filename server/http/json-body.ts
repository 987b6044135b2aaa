/**
 * Request bodies: at most 64 KiB (413), JSON that parses to an object (400), and no control character or
 * lone surrogate in any string (422 naming the field), for every POST/PUT/PATCH route. PostgreSQL text
 * cannot hold a NUL (an insert or even a comparison fails with 22021), a lone surrogate (`"\ud800"`) is
 * silently stored as U+FFFD, and no field of this API means either; checking here, where every body is
 * parsed, covers fields added later too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, badRequest, sendError } from './errors';
import { InvalidFields, type FieldErrors } from './field-errors';

export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // Answered before any route's own middleware runs, so it says no-store itself (every route with a
  // body answers one shopper: a checkout, an account).
  onError: (c) => {
    c.header('Cache-Control', 'no-store');
    return sendError(c, 413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
  },
});

export async function readJson<T = Record<string, unknown>>(c: Context): Promise<T> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, 'Send the body as application/json');
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The request body must be a JSON object');
  const errors = notTextFields(value);
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
  return value as T;
}

// Tab and line breaks aside (a pasted address may carry them; each field's own check decides).
// With the u flag \p{Cs} matches only a surrogate without its pair.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;
const MAX_REPORTED = 20;

/**
 * Every string (key or value) holding a control character or lone surrogate, by field path (`lines.3.variant_id`).
 * Walked with a queue, not recursion: 64 KiB of `[[[[` nests deeper than the call stack allows.
 */
export function notTextFields(body: object): FieldErrors {
  const errors: FieldErrors = {};
  const queue: [path: string, value: unknown][] = [['', body]];
  for (let i = 0; i < queue.length && Object.keys(errors).length < MAX_REPORTED; i++) {
    const [path, value] = queue[i]!;
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) errors[path || '_'] = ['account.errors.invalid'];
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name = key.replace(new RegExp(NOT_TEXT.source, 'gu'), '?');
        const childPath = path ? `${path}.${name}` : name;
        if (name !== key) errors[childPath] = ['account.errors.invalid'];
        else queue.push([childPath, child]);
      }
    }
  }
  return errors;
}
