/** The answers the auth endpoints share: a refused attempt (429) and a signed-in customer. */
import type { Context } from 'hono';
import type { AuthResult } from '../../contract/types';
import { sendError } from '../http/errors';
import { customerOf, type CustomerRow } from '../routes/account-session';

/** 429 'Too many requests' with the seconds until the limit lets the next attempt through. */
export function tooManyAttempts(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return sendError(c, 429);
}

export function signedIn(c: Context, row: CustomerRow, token: string, status: 200 | 201 = 200) {
  return c.json({ data: { customer: customerOf(row), token } satisfies AuthResult }, status);
}
