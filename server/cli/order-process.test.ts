/**
 * The compiled order command (`node dist-server/order.js <number> <status>`, built here into a folder
 * of its own) against the embedded database, as an operator runs it: while the storefront runs on the
 * same DATA_DIR (through that server's PostgreSQL: no second one starts), and when none runs (it starts
 * the database itself, holding the folder, and stops it). The server's mail sender, writing to its log
 * without SMTP_URL, shows the mails of the placed order and of the moves going out, the command's
 * linking where the storefront serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutPath, completeCheckoutPath, orderPath } from '../../contract/api/private-paths';
import { isRunning } from '../db/embedded/process-identity';
import { ADDRESS } from '../test/checkout-client';
import { spawnServer, untilReady, type ServerProcess } from '../test/server-process';
import { removeDir, tempDataDir } from '../test/temp-data-dir';

const root = resolve(import.meta.dirname, '../..');
const dataDir = tempDataDir('order-command');
// Inside the project, so that node finds the packages the build leaves as imports.
mkdirSync(join(root, 'node_modules/.tmp'), { recursive: true });
const buildDir = mkdtempSync(join(root, 'node_modules/.tmp/order-build-'));
const running: ServerProcess[] = [];
const noUrl = { DATABASE_URL: '' };

beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildServer } from './scripts/build-server.mjs';
       await buildServer(process.cwd(), ${JSON.stringify(buildDir)});`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  for (const s of running)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(running.map((s) => s.exited));
  removeDir(buildDir);
  removeDir(dataDir);
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer(dataDir, { LOG_LEVEL: 'info', ...noUrl });
  running.push(server);
  await untilReady(server);
  return server;
}

/** `node <build>/order.js …` with this DATA_DIR. */
function order(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [join(buildDir, 'order.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...noUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((ok) =>
    child.on('close', (code) => ok({ code, out: out.trim(), err: err.trim() })),
  );
}

const postmasterPid = () =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function aVariant(): Promise<string> {
  const client = new pg.Client({
    host: join(dataDir, 'postgres'),
    port: 5432,
    user: 'postgres',
    database: 'storefront',
  });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id from variants where stock >= 5 order by id limit 1',
    );
    return String(rows[0].id);
  } finally {
    await client.end();
  }
}

async function placeOrder(url: string, variant: string) {
  const token = `order-command-${Date.now()}-abcdef`;
  const json = { 'Content-Type': 'application/json' };
  const saved = await fetch(url + checkoutPath(token), {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({
      lines: [{ variant_id: variant, quantity: 1 }],
      email: 'lan@example.com',
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'cod',
    }),
  });
  expect(saved.status).toBe(200);
  const placed = await fetch(url + completeCheckoutPath(token), { method: 'POST' });
  expect(placed.status).toBe(201);
  const { data } = (await placed.json()) as { data: { number: string; token: string } };
  return data;
}

async function statusOf(url: string, token: string) {
  const res = await fetch(`${url}${orderPath(token)}?lang=en`);
  const { data } = (await res.json()) as {
    data: { status: string; history: { status: string }[] };
  };
  return { status: data.status, history: data.history.map((h) => h.status) };
}

const mailed = (server: ServerProcess, kind: string) =>
  vi.waitFor(() => expect(server.output()).toContain(`"kind":"${kind}"`), {
    timeout: 15_000,
    interval: 200,
  });

describe('node dist-server/order.js <number> <status>', () => {
  let number: string;
  let token: string;

  it('moves an order through the running storefront’s own database', async () => {
    const server = await start();
    ({ number, token } = await placeOrder(server.url, await aVariant()));
    // The order's two mails: the shopper's and the shop's, sent by the server's sender (to its log).
    await mailed(server, 'order_placed');
    await mailed(server, 'shop_order_placed');
    const pid = postmasterPid();

    expect(await order(number, 'confirmed')).toEqual({
      code: 0,
      out: `Order ${number} moved from pending to confirmed.`,
      err: '',
    });
    expect(await order(number, 'delivered')).toEqual({
      code: 1,
      out: '',
      err: `Order ${number} is confirmed; it cannot become delivered (it can go to: shipped, cancelled).`,
    });
    expect(await order('MAY-999999', 'shipped')).toMatchObject({
      code: 1,
      err: 'No order numbered MAY-999999.',
    });
    const unknown = await order(number, 'posted');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown status "posted": the statuses are pending, confirmed');
    expect(await order(number, 'shipped')).toMatchObject({
      code: 0,
      out: `Order ${number} moved from confirmed to shipped; a mail to the shopper is queued.`,
    });

    expect(await statusOf(server.url, token)).toEqual({
      status: 'shipped',
      history: ['pending', 'confirmed', 'shipped'],
    });
    await mailed(server, 'order_shipped'); // the move's mail, sent by the server's loop
    // The command had no PUBLIC_ORIGIN (nor PORT): its mail links where this storefront serves, as
    // the storefront recorded at its start (mail/shop-origin.ts), not localhost:3000.
    const shipped = server
      .output()
      .split('\n')
      .find((line) => line.includes('"kind":"order_shipped"'));
    expect(shipped).toContain(`${server.url}/order/${token}`);
    expect(postmasterPid()).toBe(pid); // the same PostgreSQL throughout: none was started
    expect(server.output()).not.toContain('Another storefront server');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);

  it('starts the embedded database itself when no storefront runs, and stops it after', async () => {
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(false); // the storefront stopped its database
    expect(await order(number, 'delivered')).toEqual({
      code: 0,
      out: `Order ${number} moved from shipped to delivered; a mail to the shopper is queued.`,
      err: '',
    });
    // The folder is free again and its database stopped.
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    expect(existsSync(pidFile) && isRunning(postmasterPid())).toBe(false);

    const server = await start();
    expect(await statusOf(server.url, token)).toEqual({
      status: 'delivered',
      history: ['pending', 'confirmed', 'shipped', 'delivered'],
    });
    await mailed(server, 'order_delivered'); // queued while no server ran, sent once one does
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
