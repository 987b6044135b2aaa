/**
 * The server as an operator runs it: one per data folder, a clean exit on SIGTERM under load, and no
 * acknowledged write lost to a clean stop or to kill -9. Real processes on one data folder, in order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning } from '../db/embedded/process-identity';
import { spawnServer, untilReady, type ServerProcess } from '../test/server-process';
import { removeDir, tempDataDir } from '../test/temp-data-dir';

const dataDir = tempDataDir('lifecycle');
const running: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  const server = await spawnServer(dataDir, { LOG_LEVEL: 'info' });
  running.push(server);
  await untilReady(server);
  return server;
}

afterAll(async () => {
  for (const s of running)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(running.map((s) => s.exited));
  removeDir(dataDir);
});

const postmasterPid = () =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Registers accounts until stopped; answers the emails the server acknowledged (201). */
function writer(url: string, tag: string) {
  const acknowledged: string[] = [];
  let stop = false;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      const email = `${tag}-${i}@example.com`;
      try {
        const res = await fetch(`${url}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            first_name: 'A',
            last_name: 'B',
            email,
            password: 'secret-123',
            password_confirmation: 'secret-123',
          }),
        });
        if (res.status === 201) acknowledged.push(email);
        else await res.arrayBuffer();
      } catch {
        return; // the server went away
      }
    }
  })();
  return { acknowledged, stop: () => ((stop = true), done) };
}

/** Reads a listing over kept-alive connections until the server goes away; answers how many succeeded. */
async function reader(url: string): Promise<number> {
  let ok = 0;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/catalog/collections/women?lang=en`);
      await res.arrayBuffer();
      if (res.ok) ok++;
    } catch {
      return ok;
    }
  }
}

/** Counts which of `emails` have an account, straight from the embedded database (its socket is in the folder). */
async function stored(emails: string[]): Promise<number> {
  const client = new pg.Client({
    host: join(dataDir, 'postgres'),
    port: 5432,
    user: 'postgres',
    database: 'storefront',
  });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from customers where email = any($1)',
      [emails],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('the server process', () => {
  let first: ServerProcess;

  it('refuses a second server on the same data folder, and the first keeps serving', async () => {
    first = await start();
    const pid = postmasterPid();
    const second = await spawnServer(dataDir, { LOG_LEVEL: 'info' });
    running.push(second);
    const { code } = await second.exited;
    expect(code).toBe(2);
    expect(second.output()).toContain(
      `Another storefront server (process ${first.child.pid}) is already using the data folder`,
    );
    expect((await fetch(`${first.url}/api/catalog/collections/women`)).status).toBe(200);
    expect(postmasterPid()).toBe(pid);
  }, 90_000);

  it('exits 0 within 5 s of SIGTERM under load, stops its database, and keeps every acknowledged write', async () => {
    const readers = Array.from({ length: 8 }, () => reader(first.url));
    const writers = [writer(first.url, 'term-a'), writer(first.url, 'term-b')];
    await new Promise((ok) => setTimeout(ok, 1_500));
    const db = postmasterPid();
    const sent = Date.now();
    first.child.kill('SIGTERM');
    const { code } = await first.exited;
    const took = Date.now() - sent;
    const served = (await Promise.all(readers)).reduce((a, b) => a + b, 0);
    await Promise.all(writers.map((w) => w.stop()));
    const acknowledged = writers.flatMap((w) => w.acknowledged);

    expect(code).toBe(0);
    expect(took).toBeLessThan(5_000);
    expect(served).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(isRunning(db)).toBe(false);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    expect(first.output()).toContain('Stopped cleanly');

    const again = await start();
    expect(await stored(acknowledged)).toBe(acknowledged.length);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 120_000);

  it('loses no acknowledged write to kill -9 mid-write, stops its database, and starts again', async () => {
    const server = await start();
    const db = postmasterPid();
    const writers = [
      writer(server.url, 'kill-a'),
      writer(server.url, 'kill-b'),
      writer(server.url, 'kill-c'),
    ];
    // Writes in flight when it is killed: some acknowledged already (a busy host hashes slowly).
    await until(() => writers.some((w) => w.acknowledged.length >= 2), 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writers.map((w) => w.stop()));
    const acknowledged = writers.flatMap((w) => w.acknowledged);
    expect(acknowledged.length).toBeGreaterThan(0);
    // kill -9 leaves children running; the orphan guard (db/embedded/orphan-guard.ts) stops it.
    await until(() => !isRunning(db), 20_000);
    const again = await start();
    expect(await stored(acknowledged)).toBe(acknowledged.length);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 120_000);

  it('starts its database again when it dies, answering 503 meanwhile, never 500', async () => {
    const server = await start();
    const read = `${server.url}/api/catalog/collections/women?lang=en`;
    // A checkout nobody made: 404 read from the database, 503 while it is away.
    const lookup = `${server.url}/api/checkouts/${'x'.repeat(22)}`;
    expect((await fetch(read)).status).toBe(200);
    const statuses: number[] = [];
    const reads: number[] = [];
    const poll = (async () => {
      for (let i = 0; i < 600; i++) {
        const res = await fetch(lookup);
        await res.arrayBuffer();
        statuses.push(res.status);
        if (res.status === 503) expect(res.headers.get('Retry-After')).toBe('5');
        const catalog = await fetch(read);
        await catalog.arrayBuffer();
        reads.push(catalog.status);
        if (res.status === 404 && statuses.includes(503)) return;
        await new Promise((ok) => setTimeout(ok, 25));
      }
    })();
    await new Promise((ok) => setTimeout(ok, 300));
    process.kill(postmasterPid(), 'SIGKILL');
    await poll;
    expect(statuses).toContain(503);
    expect(statuses.at(-1)).toBe(404);
    expect(statuses.filter((s) => s !== 404 && s !== 503)).toEqual([]);
    // The catalog read it had served stays served meanwhile, from its last good copy.
    expect(reads.filter((s) => s !== 200)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain('The database server exited by itself');
    expect(server.output()).toContain('The database server was started again');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 90_000);
});

async function until(check: () => boolean, ms: number): Promise<void> {
  for (const deadline = Date.now() + ms; !check();) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
