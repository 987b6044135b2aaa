/**
 * The search at scale (issue 40), two builds in one run: this checkout's and another's (main's), each
 * on its own data folder seeded with SEED_PRODUCTS=BENCH_PRODUCTS (server/db/demo/large-shop.ts), read
 * by one client, one request after another, the two builds interleaved query by query (which goes first
 * alternates by round). The queries are the search page's first page (24 products) over a mix: one word,
 * two words, a typo, no match, Vietnamese with and without its marks, both languages. Prints
 * p50/p95/max per kind and build, and overall. Goal: p95 ≤ 30 ms at 100,000 products.
 * Usage: npx tsx bench/search-scale.ts
 * Settings: BENCH_PRODUCTS (100000), BENCH_ROUNDS (10), BENCH_PORT (4531; the other build on +1),
 * BENCH_DATA_DIR / BENCH_OTHER_DATA_DIR (folders seeded by an earlier run, else fresh ones: a seed at
 * 100,000 takes ~35 s each, and the pictures' drawing is waited for), BENCH_CMD (this build's command,
 * `node dist-server/index.js`; `node_modules/.bin/tsx server/index.ts` without a build),
 * BENCH_OTHER_ROOT (/work/main) and BENCH_OTHER_CMD (`node dist-server/index.js`).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { searchPath, storeInfoPath } from '../contract/api/paths';
import type { Lang } from '../contract/types';
import { percentile } from './stats.mjs';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4531);

interface Build {
  name: string;
  base: string;
}

function folder(given: string | undefined): string {
  const dir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'bench-search-'));
  chmodSync(dir, 0o755); // run as root, the embedded database runs as the postgres user
  return dir;
}

/** Starts a build's server and waits until it answers (a first start seeds, which takes a while). */
async function start(name: string, root: string, cmd: string, p: number, dataDir: string) {
  const [command = 'node', ...args] = cmd.split(' ');
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(p),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${p}`;
  const began = performance.now();
  for (;;) {
    try {
      if ((await fetch(base + storeInfoPath())).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  console.log(`${name} (${root}) ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return { build: { name, base }, child };
}

type Kind = { kind: string; lang: Lang; q: string };

// Real words of the large shop's names (server/db/demo/products-*.ts); typos one edit off words of 5+.
const QUERIES: Kind[] = [
  { kind: 'one word', lang: 'vi', q: 'đầm' },
  { kind: 'one word', lang: 'vi', q: 'khăn' },
  { kind: 'one word', lang: 'en', q: 'dress' },
  { kind: 'one word', lang: 'en', q: 'shirt' },
  { kind: 'two words', lang: 'vi', q: 'áo sơ mi' },
  { kind: 'two words', lang: 'vi', q: 'thắt lưng' },
  { kind: 'two words', lang: 'en', q: 'linen shirt' },
  { kind: 'two words', lang: 'en', q: 'silk scarf' },
  { kind: 'typo', lang: 'vi', q: 'khaoc' },
  { kind: 'typo', lang: 'vi', q: 'chaong' },
  { kind: 'typo', lang: 'en', q: 'dresss' },
  { kind: 'typo', lang: 'en', q: 'jackte' },
  { kind: 'no match', lang: 'vi', q: 'xyzzyq' },
  { kind: 'no match', lang: 'en', q: 'qwertzu plonk' },
  { kind: 'vi with marks', lang: 'vi', q: 'đầm lụa' },
  { kind: 'vi with marks', lang: 'vi', q: 'mũ len' },
  { kind: 'vi without marks', lang: 'vi', q: 'dam lua' },
  { kind: 'vi without marks', lang: 'vi', q: 'mu len' },
];

async function timed(build: Build, k: Kind): Promise<{ ms: number; total: number }> {
  const path = searchPath({ q: k.q, lang: k.lang, limit: 24 });
  const began = performance.now();
  const res = await fetch(build.base + path);
  const body = (await res.json()) as { data: { items: unknown[]; total?: number } };
  const ms = performance.now() - began;
  if (!res.ok) throw new Error(`${build.name} ${path}: ${res.status}`);
  return { ms, total: body.data.total ?? body.data.items.length };
}

const here = await start(
  'this',
  resolve(import.meta.dirname, '..'),
  process.env.BENCH_CMD ?? 'node dist-server/index.js',
  port,
  folder(process.env.BENCH_DATA_DIR),
);
const other = await start(
  'other',
  resolve(process.env.BENCH_OTHER_ROOT ?? '/work/main'),
  process.env.BENCH_OTHER_CMD ?? 'node dist-server/index.js',
  port + 1,
  folder(process.env.BENCH_OTHER_DATA_DIR),
);
const builds = [other.build, here.build];

/** Whether a server's picture drawer (a child process) is at work: it would take CPU from the reads. */
function drawing(pid: number): boolean {
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
for (let waited = 0; [here, other].some((s) => drawing(s.child.pid!)) && waited < 1200; waited++) {
  if (waited % 30 === 0) console.log(`  waiting for the pictures to be drawn (${waited} s)`);
  await sleep(1_000);
}

// One warm-up pass (plans, caches), not counted; it also prints what each query finds.
for (const k of QUERIES) {
  const found = await Promise.all(builds.map((b) => timed(b, k)));
  console.log(
    `  ${k.lang} "${k.q}": ${found.map((f, i) => `${builds[i]!.name} ${f.total}`).join(', ')}`,
  );
}

const times = new Map<string, number[]>();
const add = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  for (const k of QUERIES) {
    for (const b of order) {
      const { ms } = await timed(b, k);
      add(`${b.name}|${k.kind}`, ms);
      add(`${b.name}|all`, ms);
    }
  }
}

const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)}  p95 ${percentile(xs, 95).toFixed(1)}  max ${Math.max(...xs).toFixed(1)} ms (n=${xs.length})`;
console.log(`\n${products} products, ${rounds} rounds, one client`);
for (const kind of [...new Set(QUERIES.map((q) => q.kind)), 'all']) {
  for (const b of builds)
    console.log(`${kind.padEnd(18)} ${b.name.padEnd(6)} ${fmt(times.get(`${b.name}|${kind}`)!)}`);
}
/** A server process's resident memory (its own, not the embedded database's processes). */
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
console.log(
  `RSS after the rounds: ${[here, other].map((s) => `${s.build.name} ${rss(s.child.pid!).toFixed(0)} MB`).join(', ')}`,
);
here.child.kill('SIGTERM');
other.child.kill('SIGTERM');
await sleep(3000);
process.exit(0);
