/**
 * Server-rendered pages under load (issue 40: "pages at the speed of a cache"): `/`, a collection and a
 * product at 10 connections (autocannon), two builds side by side, interleaved page by page and round
 * by round so that both meet the same machine: req/s, p50 and p99 per run, then medians and ranges.
 * Each build runs on a data folder of its own (already seeded: a build's migrations change the schema),
 * both servers up all along, only one under load at a time. (That a write shows on the next request
 * is a server test's: server/html/cached-pages.test.ts.)
 *
 * Usage (after `npm run build` in both checkouts, each folder seeded once, e.g. by bench/catalog-scale.ts
 * with BENCH_PRODUCTS=100000 and BENCH_DATA_DIR):
 *   BENCH_BASE_ROOT=/work/main BENCH_BASE_DATA=/tmp/main-100k BENCH_DATA=/tmp/mine-100k npx tsx bench/pages.ts
 * Settings: BENCH_SECONDS (10 a run), BENCH_ROUNDS (3), BENCH_PORT (4533; the base build on the next
 * port), BENCH_ENCODING (an Accept-Encoding to send, e.g. `br`; none by default, as the issue measured).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { collectionPath, collectionsPath, storeInfoPath } from '../contract/api/paths';
import type { CollectionTreeItem } from '../contract/types';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined)
    throw new Error(`${name} is required (see the header of bench/pages.ts)`);
  return value;
};
const seconds = Number(env('BENCH_SECONDS', '10'));
const rounds = Number(env('BENCH_ROUNDS', '3'));
const port = Number(env('BENCH_PORT', '4533'));
const encoding = process.env.BENCH_ENCODING;

interface Build {
  name: string;
  root: string;
  data: string;
  base: string;
  child?: ChildProcess;
}

const builds: Build[] = [
  {
    name: 'base',
    root: resolve(env('BENCH_BASE_ROOT')),
    data: resolve(env('BENCH_BASE_DATA')),
    base: `http://127.0.0.1:${port + 1}`,
  },
  {
    name: 'this',
    root: resolve(join(import.meta.dirname, '..')),
    data: resolve(env('BENCH_DATA')),
    base: `http://127.0.0.1:${port}`,
  },
];

async function start(b: Build): Promise<void> {
  b.child = spawn('node', ['dist-server/index.js'], {
    cwd: b.root,
    env: { ...process.env, PORT: new URL(b.base).port, DATA_DIR: b.data, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(b.base + storeInfoPath())).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

async function stop(b: Build): Promise<void> {
  const exited = new Promise((ok) => b.child!.once('exit', ok));
  b.child!.kill('SIGTERM');
  await exited;
}

const json = async <T>(url: string) => ((await (await fetch(url)).json()) as { data: T }).data;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string): Promise<Run> {
  const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  const r = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (r.non2xx + r.errors)
    console.log(`  ${url}: statuses ${JSON.stringify(r.statusCodeStats)}, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;

try {
  await Promise.all(builds.map(start));
  // The same pages on both: the first top-level collection, its first product.
  const tree = await json<CollectionTreeItem[]>(builds[0]!.base + collectionsPath({ lang: 'vi' }));
  const collection = tree.find((c) => c.parent === null)!.slug;
  const listing = await json<{ items: { slug: string }[] }>(
    builds[0]!.base + collectionPath(collection, { lang: 'vi', per_page: 1 }),
  );
  const pages = ['/', `/collection/${collection}`, `/product/${listing.items[0]!.slug}`];
  console.log(
    `${seconds} s a run, 10 connections, ${rounds} rounds, ${encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding'}`,
  );
  const runs = new Map<string, Run[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      // Alternate which build goes first, so neither always meets the other's leftovers.
      const order = round % 2 ? builds : [...builds].reverse();
      for (const b of order) {
        const r = await load(b.base + page);
        const key = `${page}\u0000${b.name}`;
        runs.set(key, [...(runs.get(key) ?? []), r]);
        console.log(
          `round ${round} ${b.name.padEnd(4)} ${page}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} non-2xx/errors` : ''}`,
        );
      }
    }
  }
  console.log(
    '\n| page | build | req/s median (range) | p50 ms median (range) | p99 ms median (range) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const page of pages)
    for (const b of builds) {
      const rs = runs.get(`${page}\u0000${b.name}`)!;
      const rps = rs.map((r) => Math.round(r.rps));
      const p50 = rs.map((r) => r.p50);
      const p99 = rs.map((r) => r.p99);
      console.log(
        `| ${page} | ${b.name} | ${median(rps)} (${range(rps)}) | ${median(p50)} (${range(p50)}) | ${median(p99)} (${range(p99)}) |`,
      );
    }
} finally {
  await Promise.all(builds.filter((b) => b.child).map(stop));
}
