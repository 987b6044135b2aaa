/** Test helpers for the auth and account routes: JSON requests with an optional bearer, and a new customer. */
import type { Hono } from 'hono';
import { registerPath } from '../../contract/api/paths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

export async function send(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
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
