/** Test support for the admin API: staff members made straight in the database, and their sessions. */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { StaffRole } from '../../contract/admin/constants';
import type { Db } from '../db/client';
import { staff } from '../db/schema-admin';
import { createStaffSession } from '../admin/staff-session';
import { hashPassword } from '../routes/auth-passwords';
import { TEST_PASSWORD_PARAMS } from './test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

let n = 0;
export const staffEmail = (role: StaffRole) =>
  `${role}.${process.pid}.${Date.now()}.${++n}@shop.example`;
export const STAFF_PASSWORD = 'back-office secret';

/** An active member with STAFF_PASSWORD and a live session: their id, email and bearer token. */
export async function newStaff(db: Db, role: StaffRole = 'owner') {
  const id = randomUUID();
  const email = staffEmail(role);
  await db.insert(staff).values({
    id,
    email,
    role,
    passwordHash: await hashPassword(STAFF_PASSWORD, TEST_PASSWORD_PARAMS),
  });
  return { id, email, token: await createStaffSession(db, id) };
}

/** A JSON request to the admin API as `token` (a staff session's, a customer's, or none). */
export async function adminSend(
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
