/**
 * One migrated and seeded in-memory PGlite per test file, with the app around it; no pictures rendered.
 * The seeded database is dumped once to the temp folder and loaded from there by later files, because a
 * fresh PGlite (initdb) plus the seed costs several seconds and a dump loads in well under one.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { openDb, type DbHandle } from '../db/client';
import type { DemoShop } from '../db/demo/types';
import { MIGRATIONS_DIR, migrateDb } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { testShop } from './test-shop';

export interface TestContext {
  app: Hono;
  handle: DbHandle;
  shop: DemoShop;
  distDir: string;
  imagesDir: string;
}

function dumpPath(shop: DemoShop): string {
  const hash = createHash('sha1');
  for (const f of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json')) hash.update(readFileSync(join(MIGRATIONS_DIR, f)));
  }
  hash.update(JSON.stringify(shop)).update(new Date().toISOString().slice(0, 10));
  return join(tmpdir(), `storefront-test-db-${hash.digest('hex').slice(0, 12)}.tar.gz`);
}

async function seededDb(shop: DemoShop): Promise<DbHandle> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    await migrateDb(handle);
    await seedIfEmpty(handle.db, shop);
    return handle;
  }
  const path = dumpPath(shop);
  try {
    return await openDb({ loadDataDir: new Blob([readFileSync(path)]) });
  } catch {
    const handle = await openDb({});
    await migrateDb(handle);
    await seedIfEmpty(handle.db, shop);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(`${path}.${process.pid}`, dump);
    await rename(`${path}.${process.pid}`, path);
    return handle;
  }
}

export async function makeTestApp(opts: { distDir?: string; imagesDir?: string; shop?: DemoShop } = {}): Promise<TestContext> {
  const shop = opts.shop ?? testShop;
  const handle = await seededDb(shop);
  const distDir = opts.distDir ?? mkdtempSync(join(tmpdir(), 'dist-'));
  const imagesDir = opts.imagesDir ?? mkdtempSync(join(tmpdir(), 'images-'));
  const app = createApp({ db: handle.db, imagesDir, distDir, googleAdsId: 'AW-TEST' });
  return { app, handle, shop, distDir, imagesDir };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

/** GET a path; answers status, headers and the parsed JSON body (null when empty). */
export async function getJson(app: Hono, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
}
