/**
 * The server tests' PostgreSQL, set up once per run: the embedded server in a temporary folder (or the
 * server TEST_DATABASE_URL names), with two template databases, one migrated and one also seeded with
 * the demo shop. Each test file copies one into a database of its own (test-app.ts), so files run in
 * parallel without seeing each other's writes, and nobody pays for the migrations and the seed twice.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { describeUrl, fromPool } from '../db/client';
import { migrateDb } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { tempDataDir } from './temp-data-dir';
import { testShop } from './test-shop';

export interface TestPostgres {
  /** Names this run's databases, so two runs against one shared server never meet. */
  run: string;
  /** node-postgres settings for the server's `postgres` database, from which databases are made. */
  admin: pg.ClientConfig;
  /** Template databases: `migrated` has the schema, `seeded` the demo shop too. */
  templates: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
}

/** The same server's database `name` (a connection string's own database name would win over a `database` field). */
export function withDatabase(config: pg.ClientConfig, name: string): pg.ClientConfig {
  if (!config.connectionString) return { ...config, database: name };
  const url = new URL(config.connectionString);
  url.pathname = `/${name}`;
  return { connectionString: url.href };
}

export async function adminQuery(admin: pg.ClientConfig, sql: string): Promise<void> {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function fillTemplate(
  admin: pg.ClientConfig,
  name: string,
  fill: (handle: ReturnType<typeof fromPool>) => Promise<unknown>,
) {
  const handle = fromPool(new pg.Pool({ ...withDatabase(admin, name), max: 2 }), name);
  try {
    await fill(handle);
  } finally {
    await handle.close(); // a template must have no connections left when it is copied
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  // A run id keeps two runs against one shared server (TEST_DATABASE_URL) out of each other's way.
  const run = `t${process.pid}`;
  const templates = { migrated: `${run}_migrated`, seeded: `${run}_seeded` };
  let admin: pg.ClientConfig;
  let stop: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    admin = { connectionString: process.env.TEST_DATABASE_URL };
    stop = async () => {
      for (const name of Object.values(templates))
        await adminQuery(admin, `drop database if exists ${name}`);
    };
  } else {
    const dataDir = tempDataDir('test-pg');
    const embedded = await startEmbeddedPostgres(dataDir, {
      log: (level, message) => level !== 'info' && console.warn(message),
    });
    admin = withDatabase(embedded.connection, 'postgres');
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  await adminQuery(admin, `create database ${templates.migrated}`);
  await fillTemplate(admin, templates.migrated, (handle) => migrateDb(handle.pool));
  await adminQuery(admin, `create database ${templates.seeded} template ${templates.migrated}`);
  await fillTemplate(admin, templates.seeded, (handle) => seedIfEmpty(handle.db, testShop));
  const where = process.env.TEST_DATABASE_URL
    ? describeUrl(process.env.TEST_DATABASE_URL)
    : 'embedded PostgreSQL';
  console.log(`Test databases ready on ${where} in ${Math.round(performance.now() - started)} ms`);
  project.provide('testPostgres', { run, admin, templates });
  return stop;
}
