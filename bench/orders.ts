/**
 * Placing orders through the API, against the compiled server on its embedded database (a fresh data
 * folder, the demo shop):
 * - 200 orders one after another, each a PUT of a new checkout then its complete, as the app sends them:
 *   p50, p95 and max of the pair, and of the complete alone (after 10 orders of warm-up);
 * - the mail those orders queued (the shopper's and the shop's, to the log without SMTP_URL): how long
 *   after the last order the outbox is empty;
 * - the 50-shopper race: 50 ready checkouts for the last unit of a variant, completed at once: time
 *   until every answer is in, and how many got 201 and 409.
 * The first start's pictures are drawn before anything is measured, so the drawer takes no CPU.
 * Usage: npm run build && npx tsx bench/orders.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { storeInfoPath } from '../contract/api/paths';
import { checkoutPath, completeCheckoutPath } from '../contract/api/private-paths';
import { ADDRESS, newToken } from './shopper';
import { percentile } from './stats.mjs';

const root = resolve(join(import.meta.dirname, '..'));
const port = Number(process.env.BENCH_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
chmodSync(dataDir, 0o755); // run as root, the embedded database runs as the postgres user
const ORDERS = 200;
const WARM_UP = 10;
const SHOPPERS = 50;

function start(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn('node', ['dist-server/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(base + storeInfoPath())).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
  })();
  return { child, ready };
}

function drawing(pid: number): boolean {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return children.some(
      (c) => c && readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('draw-child'),
    );
  } catch {
    return false;
  }
}

const db = () =>
  new pg.Client({
    host: join(dataDir, 'postgres'),
    port: 5432,
    user: 'postgres',
    database: 'storefront',
  });

async function putCheckout(token: string, variant: number): Promise<void> {
  const res = await fetch(base + checkoutPath(token), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lines: [{ variant_id: String(variant), quantity: 1 }],
      email: 'lan@example.com',
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'cod',
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
}

async function completeCheckout(token: string): Promise<number> {
  const res = await fetch(base + completeCheckoutPath(token), { method: 'POST' });
  await res.arrayBuffer();
  return res.status;
}

const figures = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${percentile(ms, 100).toFixed(1)} ms`;

const server = start();
await server.ready;
await sleep(2_000); // the drawer starts once the server listens
for (let waited = 0; drawing(server.child.pid!) && waited < 900; waited++) await sleep(1_000);

const client = db();
await client.connect();
const { rows } = await client.query<{ id: number }>(
  'select min(id) as id from variants group by product_id order by 1 limit 2',
);
const [plenty, last] = rows.map((r) => r.id) as [number, number];
await client.query('update variants set stock = 100000 where id = $1', [plenty]);
await client.query('update variants set stock = 1 where id = $1', [last]);

for (let i = 0; i < WARM_UP; i++) {
  const token = newToken();
  await putCheckout(token, plenty);
  await completeCheckout(token);
}
await client.query(`update mail_outbox set status = 'sent' where status = 'pending'`);

const pairs: number[] = [];
const completes: number[] = [];
const began = performance.now();
for (let i = 0; i < ORDERS; i++) {
  const token = newToken();
  const t0 = performance.now();
  await putCheckout(token, plenty);
  const t1 = performance.now();
  const status = await completeCheckout(token);
  const t2 = performance.now();
  if (status !== 201) throw new Error(`complete answered ${status}`);
  pairs.push(t2 - t0);
  completes.push(t2 - t1);
}
const lastOrder = performance.now();
console.log(
  `${ORDERS} orders one after another (PUT checkout + POST complete), embedded PostgreSQL: ${((lastOrder - began) / 1000).toFixed(2)} s`,
);
console.log(`  PUT + complete: ${figures(pairs)}`);
console.log(`  complete alone: ${figures(completes)}`);

for (;;) {
  const { rows: left } = await client.query<{ n: number }>(
    `select count(*)::int as n from mail_outbox where status = 'pending'`,
  );
  if (left[0]!.n === 0) break;
  await sleep(20);
}
console.log(
  `  their ${ORDERS * 2} mails (log transport) all sent ${(performance.now() - lastOrder).toFixed(0)} ms after the last order`,
);

const tokens = Array.from({ length: SHOPPERS }, newToken);
for (const token of tokens) await putCheckout(token, last);
const raceBegan = performance.now();
const statuses = await Promise.all(tokens.map((token) => completeCheckout(token)));
const raceMs = performance.now() - raceBegan;
const count = (s: number) => statuses.filter((x) => x === s).length;
const { rows: stock } = await client.query<{ stock: number }>(
  'select stock from variants where id = $1',
  [last],
);
console.log(
  `${SHOPPERS} shoppers, 1 unit, completes at once: all answered in ${raceMs.toFixed(0)} ms; 201: ${count(201)}, 409: ${count(409)}, other: ${SHOPPERS - count(201) - count(409)}; stock left ${stock[0]!.stock}`,
);
await client.end();

const exited = new Promise<number | null>((ok) => server.child.once('exit', (code) => ok(code)));
server.child.kill('SIGTERM');
console.log(`server stopped: exit ${await exited}; data folder: ${dataDir}`);
