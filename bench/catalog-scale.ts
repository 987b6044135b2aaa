/**
 * The collection listing at scale, one client: on a fresh data folder seeded with SEED_PRODUCTS=10000
 * (server/db/demo/large-shop.ts), the listing endpoint read one request after another over a realistic
 * mix: each big collection (the whole catalog and the top-level collections) unfiltered in every sort
 * order (`sort featured, page 1` is the unfiltered default), pages 1 and 3; filtered by size, by colour,
 * by price, by all three, in stock; both languages in turn. Prints the seed time and p50/p95/max per kind and overall. Budget: p95 ≤ 50 ms
 * (issue 40: p95 ≤ 20 ms, max ≤ 60 ms at BENCH_PRODUCTS=100000). Then the server's RSS (its own
 * process, and with the embedded PostgreSQL's processes), and how long the first whole-catalog listing
 * takes after a write made straight in SQL on the running database (as an order or another replica
 * would; the in-memory listing catches up on it, docs/decisions/036): an order's writes (one variant's
 * stock, the product's sales count), and a price change of 10,000 products; each beside the same
 * request with nothing written.
 * Usage: npm run build && npx tsx bench/catalog-scale.ts
 * Without a build: BENCH_CMD="node_modules/.bin/tsx server/index.ts" npx tsx bench/catalog-scale.ts
 * Settings: BENCH_PRODUCTS (10000), BENCH_ROUNDS (requests of each kind per collection, 10),
 * BENCH_DATA_DIR (a folder already seeded by an earlier run: skips the seed and the drawing wait),
 * BENCH_ROOT/BENCH_CMD as in bench/server.ts, BENCH_PORT (4392).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pgModule from 'pg';
import { SORTS, type Color } from '../contract/constants';
import {
  collectionPath,
  collectionsPath,
  storeInfoPath,
  type ListingApiQuery,
} from '../contract/api/paths';
import type { CollectionListing, CollectionTreeItem, Lang } from '../contract/types';
import { runningConnection } from '../server/db/embedded/embedded-postgres';
import { percentile } from './stats.mjs';

const { Pool } = pgModule;

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const [command = 'node', ...args] = (process.env.BENCH_CMD ?? 'node dist-server/index.js').split(
  ' ',
);
const port = Number(process.env.BENCH_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const reused = process.env.BENCH_DATA_DIR;
const dataDir = reused ? resolve(reused) : mkdtempSync(join(tmpdir(), 'bench-scale-'));
chmodSync(dataDir, 0o755); // run as root, the embedded database runs as the postgres user

function start(): { child: ChildProcess; ready: Promise<number>; seeded: Promise<string> } {
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seededLine = (_: string) => undefined as void;
  const seeded = new Promise<string>((ok) => (seededLine = ok));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const msg = (JSON.parse(line) as { msg?: string }).msg ?? '';
    if (msg.startsWith('Seeded')) seededLine(msg);
    if (msg.startsWith('Storefront ready')) seededLine('not seeded: the data folder had a shop');
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(base + storeInfoPath())).ok) return performance.now() - began;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  })();
  return { child, ready, seeded };
}

/** Whether the picture drawer (a child process) is still at work: it would take CPU from the server. */
async function drawing(pid: number): Promise<boolean> {
  const { readFileSync } = await import('node:fs');
  const tree = (p: number): number[] => {
    try {
      const kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/);
      return [p, ...kids.filter(Boolean).flatMap((k) => tree(Number(k)))];
    } catch {
      return [];
    }
  };
  return tree(pid).some((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('draw-child');
    } catch {
      return false;
    }
  });
}

async function get<T>(path: string): Promise<{ ms: number; data: T }> {
  const began = performance.now();
  const res = await fetch(base + path);
  const body = (await res.json()) as { data: T };
  const ms = performance.now() - began;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, data: body.data };
}

const server = start();
console.log(
  `${reused ? 'start on the reused folder' : `first start, ${products} products`}: ready in ${((await server.ready) / 1000).toFixed(1)} s`,
);
console.log(`  ${await server.seeded}`);
for (let waited = 0; (await drawing(server.child.pid!)) && waited < 900; waited++) {
  if (waited % 30 === 0) console.log(`  waiting for the pictures to be drawn (${waited} s)`);
  await sleep(1_000);
}

type Query = Omit<ListingApiQuery, 'lang'>;
type Kind = { name: string; query: Query };

// The big collections: the whole catalog ('') and the top-level ones.
const tree = (await get<CollectionTreeItem[]>(collectionsPath({ lang: 'en' }))).data;
const big = ['', ...tree.filter((c) => c.parent === null).map((c) => c.slug)];

/** The filters a shopper would pick in a collection: its commonest size and colour, the middle of its prices. */
async function kindsFor(slug: string): Promise<Kind[]> {
  const { facets, total } = (await get<CollectionListing>(collectionPath(slug, { lang: 'en' })))
    .data;
  const top = <T extends { count: number }>(list: T[]) =>
    [...list].sort((a, b) => b.count - a.count)[0];
  const size = top(facets.sizes)?.value;
  const color = top(facets.colors)?.value as Color | undefined;
  const span = facets.price.max - facets.price.min;
  const price = {
    price_min: Math.round(facets.price.min + span / 4),
    price_max: Math.round(facets.price.max - span / 4),
  };
  const all = { size: size ? [size] : [], color: color ? [color] : [], ...price };
  console.log(
    `  /${slug || '(all)'}: ${total} products; size ${size}, colour ${color}, price ${price.price_min}–${price.price_max}`,
  );
  return [
    ...SORTS.flatMap((sort) => [
      { name: `sort ${sort}, page 1`, query: { sort } },
      { name: `sort ${sort}, page 3`, query: { sort, page: 3 } },
    ]),
    { name: 'size', query: { size: all.size } },
    { name: 'colour', query: { color: all.color } },
    { name: 'price', query: price },
    { name: 'in stock', query: { in_stock: true } },
    { name: 'size + colour + price', query: all },
    {
      name: 'size + colour + price, price_asc, page 3',
      query: { ...all, sort: 'price_asc', page: 3 },
    },
  ];
}

const plan: { kind: string; path: (lang: Lang) => string }[] = [];
for (const slug of big) {
  for (const k of await kindsFor(slug))
    plan.push({ kind: k.name, path: (lang) => collectionPath(slug, { ...k.query, lang }) });
}

// One unmeasured pass warms the connection, the server's code paths and PostgreSQL's caches.
for (const p of plan) await get(p.path('vi'));

const times = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const p of plan) {
    const { ms } = await get(p.path(round % 2 === 0 ? 'vi' : 'en'));
    times.set(p.kind, [...(times.get(p.kind) ?? []), ms]);
  }
}

const row = (name: string, list: number[]) => {
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${name.padEnd(42)} ${String(list.length).padStart(4)} ${f(percentile(list, 50))} ${f(percentile(list, 95))} ${f(percentile(list, 100))}`;
};
console.log(`\n${'kind (ms, client side)'.padEnd(42)}    n    p50    p95    max`);
for (const [kind, list] of times) console.log(row(kind, list));
console.log(row('all', [...times.values()].flat()));

const rss = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
};
const treeRss = (pid: number): number => {
  let kids: string[] = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  } catch {
    // gone
  }
  return rss(pid) + kids.filter(Boolean).reduce((n, k) => n + treeRss(Number(k)), 0);
};
const pid = server.child.pid!;
console.log(
  `\nRSS after the bench: server ${rss(pid).toFixed(0)} MB, with PostgreSQL ${treeRss(pid).toFixed(0)} MB`,
);

// Writes straight in SQL on the running database, then the next whole-catalog listing, 5 times each.
const connection = runningConnection(dataDir);
if (connection) {
  const pg = new Pool({ ...connection, max: 1 });
  const first = collectionPath('', { lang: 'vi' });
  const after = async (name: string, write: (i: number) => Promise<unknown>) => {
    const idle: number[] = [];
    const written: number[] = [];
    for (let i = 0; i < 5; i++) {
      idle.push((await get(first)).ms);
      await write(i);
      written.push((await get(first)).ms);
    }
    const f = (l: number[]) =>
      `${percentile(l, 50).toFixed(1)} ms (max ${percentile(l, 100).toFixed(1)})`;
    console.log(`${name.padEnd(42)} ${f(written)}; nothing written: ${f(idle)}`);
  };
  const [v] = (
    await pg.query<{ id: number; product_id: number }>(
      'select id, product_id from variants where stock > 10 order by id limit 1',
    )
  ).rows;
  await after('listing after an order (ms)', async () => {
    const c = await pg.connect();
    try {
      await c.query('begin');
      await c.query('update variants set stock = stock - 1 where id = $1', [v!.id]);
      await c.query('update products set sales_count = sales_count + 1 where id = $1', [
        v!.product_id,
      ]);
      await c.query('commit');
    } finally {
      c.release();
    }
  });
  await after('listing after 10,000 prices changed (ms)', (i) =>
    pg.query(
      `update products set price = price + $1 where id in
         (select id from products where status = 'published' order by id offset $2 limit 10000)`,
      [i % 2 ? -100 : 100, i * 10_000],
    ),
  );
  await pg.end();
}

server.child.kill('SIGTERM');
await new Promise((ok) => server.child.once('exit', ok));
console.log(`data folder: ${dataDir}`);
