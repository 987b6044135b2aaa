/**
 * Applies the drizzle-kit SQL in server/db/migrations at start. Against a shared PostgreSQL, a session
 * advisory lock on one pooled connection makes replicas that start together take turns on the DDL.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_001;

export async function migrateDb(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (!handle.pool) {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
