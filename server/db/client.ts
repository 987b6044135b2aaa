/**
 * Opens the database: embedded PGlite in DATA_DIR (one machine, zero setup), or a PostgreSQL server via
 * node-postgres when DATABASE_URL is set (several replicas share it). Both give the same Drizzle API.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (no credentials). */
  describe: string;
  /** The node-postgres pool, for work that needs one connection throughout (migration lock). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** `dataDir` undefined keeps PGlite in memory (tests); `loadDataDir` starts it from a dump (fast test setup). */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool) as unknown as Db;
    const url = new URL(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      describe: `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`,
      pool,
      close: () => pool.end(),
    };
  }
  // PGlite makes only the last folder of the path itself.
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    describe: opts.dataDir ? `embedded PGlite in ${opts.dataDir}` : 'embedded PGlite in memory',
    close: () => client.close(),
  };
}
