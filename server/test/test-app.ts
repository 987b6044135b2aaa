/**
 * One database per test file, copied from a template the run's global set-up made (global-setup.ts),
 * with the app around it; no pictures rendered. The copy is dropped when the file closes its handle.
 */
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type AppDeps } from '../app';
import { fromPool, type DbHandle } from '../db/client';
import type { PasswordParams } from '../routes/auth-passwords';
import type { DemoShop } from '../db/demo/types';
import { seedIfEmpty } from '../db/seed';
import { log } from '../log';
import { Background } from '../process/background';
import { adminQuery, withDatabase } from './global-setup';
import { removeDir, tempDataDir } from './temp-data-dir';
import { testShop } from './test-shop';

export interface TestContext {
  app: Hono;
  handle: DbHandle;
  shop: DemoShop;
  distDir: string;
  imagesDir: string;
  /** The app's work after answering (reset mails): `await t.background.settled()` before looking for it. */
  background: Background;
}

let made = 0;

/**
 * scrypt at 1/32 of production's cost (N=2^12, 4 MiB, a few milliseconds a hash): at N=2^17 the hashes
 * of registrations and sign-ins were half of the server tests' time (185 s → 96 s without them).
 */
export const TEST_PASSWORD_PARAMS: PasswordParams = { N: 2 ** 12, r: 8, p: 1 };

/** A fresh database of this file's own: the seeded template for the demo shop, else the migrated one, seeded here. */
export async function testDb(shop: DemoShop = testShop, poolSize = 4): Promise<DbHandle> {
  const { run, admin, templates } = inject('testPostgres');
  const name = `${run}_f${process.pid}_${++made}`;
  await adminQuery(
    admin,
    `create database ${name} template ${shop === testShop ? templates.seeded : templates.migrated}`,
  );
  const pool = new pg.Pool({ ...withDatabase(admin, name), max: poolSize });
  const handle = fromPool(pool, name, () =>
    adminQuery(admin, `drop database if exists ${name} with (force)`),
  );
  if (shop !== testShop) await seedIfEmpty(handle.db, shop);
  return handle;
}

/**
 * For a file that builds its apps itself: a database of its own (testDb) and an empty folder for their
 * dist and pictures, made before the file's tests and removed after them.
 */
export function ownDatabase(folder: string): { handle: DbHandle; dir: string } {
  const own = { handle: null as unknown as DbHandle, dir: tempDataDir(folder) };
  beforeAll(async () => {
    own.handle = await testDb();
  }, 60_000);
  afterAll(async () => {
    await own.handle.close();
    removeDir(own.dir);
  });
  return own;
}

export async function makeTestApp(
  opts: {
    distDir?: string;
    imagesDir?: string;
    shop?: DemoShop;
    poolSize?: number;
    mail?: AppDeps['mail'];
    hashQueue?: AppDeps['hashQueue'];
    /** TRUST_PROXY, as parseTrustProxy reads it; unset trusts no proxy. */
    trustProxy?: AppDeps['trustProxy'];
    /** TEST_PASSWORD_PARAMS unless given: a test of the hashing's strength or load passes the real ones. */
    passwordParams?: PasswordParams;
  } = {},
): Promise<TestContext> {
  const shop = opts.shop ?? testShop;
  const handle = await testDb(shop, opts.poolSize);
  // Folders made here go when the database does.
  const made: string[] = [];
  const folder = (name: string) => {
    const dir = tempDataDir(name);
    made.push(dir);
    return dir;
  };
  const distDir = opts.distDir ?? folder('dist');
  const imagesDir = opts.imagesDir ?? folder('images');
  const background = new Background(log);
  const close = handle.close;
  handle.close = async () => {
    await background.settled(); // before its database goes
    await close();
    made.forEach(removeDir);
  };
  const app = createApp({
    db: handle.db,
    imagesDir,
    distDir,
    googleAdsId: 'AW-TEST',
    mail: opts.mail,
    hashQueue: opts.hashQueue,
    passwordParams: opts.passwordParams ?? TEST_PASSWORD_PARAMS,
    trustProxy: opts.trustProxy,
    background,
  });
  return { app, handle, shop, distDir, imagesDir, background };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

/** GET a path; answers status, headers and the parsed JSON body (null when empty). */
export async function getJson(app: Hono, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}
