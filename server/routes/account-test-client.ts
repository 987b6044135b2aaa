/** Test helpers for the auth and account routes: JSON requests with an optional bearer, and a new customer. */
import type { Hono } from 'hono';
import { registerPath } from '../../contract/api/private-paths';
import type { Db } from '../db/client';
import { passwordResets } from '../db/schema';
import { hashToken, newSessionToken } from './auth-passwords';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

export async function send(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  /** The client's address, as @hono/node-server would hand over its socket. */
  from?: string,
) {
  const res = await app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    from ? { incoming: { socket: { remoteAddress: from } } } : undefined,
  );
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

let n = 0;
export const uniqueEmail = () => `Shopper.${Date.now()}.${process.pid}.${++n}@Example.com`;

export const person = (email = uniqueEmail(), password = 'correct horse') => ({
  first_name: 'Lan',
  last_name: 'Nguyễn',
  email,
  password,
  password_confirmation: password,
});

/** Registers a new customer; answers the token. */
export async function newCustomer(app: Hono): Promise<string> {
  const { status, body } = await send(app, 'POST', registerPath(), person());
  if (status !== 201) throw new Error(`register answered ${status}`);
  return body.data.token as string;
}

/** Registers a new customer; answers their token, email and id. */
export async function newCustomerWith(app: Hono, password = 'correct horse') {
  const { status, body } = await send(app, 'POST', registerPath(), person(uniqueEmail(), password));
  if (status !== 201) throw new Error(`register answered ${status}`);
  return {
    token: body.data.token as string,
    email: body.data.customer.email as string,
    id: body.data.customer.id as string,
  };
}

/** A live reset link's token for the customer, as the forgot endpoint would have mailed it. */
export async function resetTokenFor(db: Db, customerId: string, minutes = 60): Promise<string> {
  const token = newSessionToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}
