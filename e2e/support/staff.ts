/**
 * Staff members for the back office's specs: an owner with a known password and no authenticator,
 * inserted straight into the running e2e server's database (its socket in DATA_DIR, as the operator
 * commands reach it: server/db/embedded), the way server/test/staff-client.ts makes one for the
 * server's tests. `npm run staff -- add` would mail a set-password link instead, one more page to
 * walk through that no spec here is about. A fresh email each time: the e2e database is kept between
 * runs.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { StaffRole } from '../../contract/admin/constants';
import { runningConnection } from '../../server/db/embedded/embedded-postgres';
import { hashPassword } from '../../server/routes/auth-passwords';
import { E2E_DATA_DIR } from './browser';

export const STAFF_PASSWORD = 'e2e back-office secret';

/** An active member of `role` with STAFF_PASSWORD; answers their email. */
export async function newStaff(role: StaffRole = 'owner'): Promise<string> {
  const connection = runningConnection(E2E_DATA_DIR);
  if (!connection) throw new Error(`no e2e server runs on ${E2E_DATA_DIR}`);
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(
      'insert into staff (id, email, role, password_hash) values ($1, $2, $3, $4)',
      [randomUUID(), email, role, await hashPassword(STAFF_PASSWORD)],
    );
  } finally {
    await client.end();
  }
  return email;
}
