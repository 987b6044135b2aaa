/**
 * Applies the drizzle-kit SQL in server/db/migrations at start. Against a shared PostgreSQL, a session
 * advisory lock on one pooled connection makes replicas that start together take turns on the DDL.
 * A replica may start before its database is up (a machine booting, a failover): it waits for it.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from '../log';
import { safeErrorFields } from '../error-fields';
import { isDatabaseUnavailable } from './unavailable';

// Beside this module in the sources, and beside the compiled server (the build copies them there).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_001;

export async function migrateDb(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** How long a start waits for a database that cannot be reached yet, and between tries. */
export const WAIT_FOR_DATABASE_MS = 60_000;
const WAIT_STEPS_MS = [250, 500, 1_000, 2_000, 5_000] as const;

/** Resolves once the database answers; throws its error when it is not merely unreachable, or after the wait. */
export async function waitForDatabase(
  pool: pg.Pool,
  log: Logger,
  limitMs = WAIT_FOR_DATABASE_MS,
): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query('select 1');
      if (attempt > 0) log.info('The database answers: starting');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() - started >= limitMs) throw err;
      const wait = WAIT_STEPS_MS[Math.min(attempt, WAIT_STEPS_MS.length - 1)]!;
      if (attempt === 0 || wait === WAIT_STEPS_MS.at(-1))
        log.warn({ error: safeErrorFields(err) }, 'Waiting for the database to answer');
      await sleep(wait);
    }
  }
}
