/**
 * The server as a shop owner runs it, measured on a fresh data folder:
 * - first start and restart: time from spawn to the API answering, and the RSS of the whole process tree;
 * - requests/s and p50/p99 latency at 10 connections for a collection listing and a product (autocannon,
 *   15 s each, once the first start's pictures are drawn, so the drawer takes no CPU), and the RSS after;
 * - SIGTERM under that load: time to exit and the exit code.
 * Usage: npm run build && npx tsx bench/server.ts
 * Another build, side by side: BENCH_ROOT=/path/to/checkout BENCH_CMD="node_modules/.bin/tsx server/index.ts" npx tsx bench/server.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { collectionPath, productPath, storeInfoPath } from '../contract/api/paths';

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const [command = 'node', ...args] = (process.env.BENCH_CMD ?? 'node dist-server/index.js').split(
  ' ',
);
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
chmodSync(dataDir, 0o755); // run as root, the embedded database runs as the postgres user

function start(): { child: ChildProcess; ready: Promise<number> } {
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(base + storeInfoPath())).ok) return performance.now() - began;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
  })();
  return { child, ready };
}

function tree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return [pid, ...children.flatMap((c) => tree(Number(c)))];
  } catch {
    return [];
  }
}

/** KiB of one /proc field summed over the tree. */
function sumField(pid: number, file: string, field: string): number {
  return tree(pid).reduce((sum, p) => {
    try {
      return (
        sum +
        Number(
          new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${p}/${file}`, 'utf8'))?.[1] ??
            0,
        )
      );
    } catch {
      return sum; // exited meanwhile
    }
  }, 0);
}

/**
 * RSS summed over the tree counts PostgreSQL's shared buffers once per process that touched them;
 * PSS shares each page out among the processes that map it, so its sum is what the tree really holds.
 */
const memory = (pid: number) =>
  `RSS ${(sumField(pid, 'status', 'VmRSS') / 1024).toFixed(0)} MiB, PSS ${(sumField(pid, 'smaps_rollup', 'Pss') / 1024).toFixed(0)} MiB (${tree(pid).length} processes)`;

const drawing = (pid: number) =>
  tree(pid).some((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('draw-child'));

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const sent = performance.now();
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  child.kill(signal);
  const code = await exited;
  return { code, ms: performance.now() - sent };
}

async function load(path: string, duration: number) {
  const result = await autocannon({ url: base + path, connections: 10, duration });
  return `${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`;
}

const first = start();
console.log(`first start: ready in ${((await first.ready) / 1000).toFixed(2)} s`);
await sleep(2_000);
console.log(`  process tree 2 s later: ${memory(first.child.pid!)}`);
for (let waited = 0; drawing(first.child.pid!) && waited < 900; waited++) await sleep(1_000);
const firstStop = await stop(first.child);
console.log(`  SIGTERM, idle: exit ${firstStop.code} in ${firstStop.ms.toFixed(0)} ms`);

const again = start();
console.log(`restart: ready in ${((await again.ready) / 1000).toFixed(2)} s`);
await sleep(2_000);
console.log(`  process tree 2 s later: ${memory(again.child.pid!)}`);
const firstItem = base + collectionPath('', { lang: 'en', per_page: 1 });
const product = ((await (await fetch(firstItem)).json()) as { data: { items: { slug: string }[] } })
  .data.items[0]!.slug;
// The listing and the product read as the app asks for them.
const listing = collectionPath('women', { lang: 'en' });
const productRead = productPath(product, { lang: 'en' });
console.log(`${listing}, 10 connections, 15 s: ${await load(listing, 15)}`);
console.log(`${productRead}, 10 connections, 15 s: ${await load(productRead, 15)}`);
console.log(`  process tree after the load: ${memory(again.child.pid!)}`);

const busy = autocannon({ url: base + listing, connections: 10, duration: 8 }, () => undefined);
await sleep(2_000);
const underLoad = await stop(again.child);
busy.stop();
console.log(
  `SIGTERM under load (10 connections): exit ${underLoad.code} in ${underLoad.ms.toFixed(0)} ms`,
);
console.log(`data folder: ${dataDir}`);
