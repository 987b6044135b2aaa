/**
 * The back office's products list at scale (issue 40), one client, one request after another: on data
 * folders seeded with SEED_PRODUCTS (100,000 by default), a staff member is added with the build's own
 * `npm run staff` command (dist-server/staff.js), sets a password through the link it prints and lists
 * with that session, as the products screen does (25 a page, the screen's sorts and filters): every sort
 * the screen offers on its first page and a deep one (page 2,000 of 4,000), each filter alone (status,
 * stock state, a collection with its sub-collections, a sub-collection), and searches: a name with and
 * without accents, two words, a word's start, a whole SKU, a SKU's start, nothing found. Both languages
 * in turn. Several builds run side by side, each its own server and folder, the kinds interleaved
 * request by request so the host's noise falls on all alike; p50/p95/max per kind and build.
 * Usage (after `npm run build` in each checkout):
 *   BENCH_BUILDS="main=/work/main@/tmp/admin-100k-main,this=.@/tmp/admin-100k" npx tsx bench/admin-scale.ts
 * A folder that does not exist yet is seeded on the first start (~50 s at 100,000; reuse it after).
 * Settings: BENCH_PRODUCTS (100000), BENCH_ROUNDS (requests of each kind, 10), BENCH_PORT (4532: the
 * builds listen on it and the ports after it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogEndpoints } from '../contract/admin/catalog-endpoints';
import { adminEndpoints } from '../contract/admin/endpoints';
import { storeInfoPath } from '../contract/api/paths';
import { percentile } from './stats.mjs';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const firstPort = Number(process.env.BENCH_PORT ?? 4532);
const builds = (process.env.BENCH_BUILDS ?? `this=.@/tmp/admin-scale-${products}`)
  .split(',')
  .map((spec, i) => {
    const [name, rest = ''] = spec.split('=') as [string, string?];
    const [root, dataDir] = rest.split('@') as [string, string];
    return { name, root: resolve(root), dataDir: resolve(dataDir), port: firstPort + i };
  });

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  token: string;
}

async function start(b: (typeof builds)[number]): Promise<Server> {
  mkdirSync(b.dataDir, { recursive: true });
  chmodSync(b.dataDir, 0o755); // run as root, the embedded database runs as the postgres user
  const env = { ...process.env, DATA_DIR: b.dataDir, PUBLIC_ORIGIN: `http://127.0.0.1:${b.port}` };
  const child = spawn('node', ['dist-server/index.js'], {
    cwd: b.root,
    env: { ...env, PORT: String(b.port), SEED_PRODUCTS: String(products), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${b.port}`;
  const began = performance.now();
  for (;;) {
    try {
      if ((await fetch(base + storeInfoPath())).status < 500) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  console.log(`${b.name}: ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  // The build's own command adds the member (the server holds the folder: it uses its database).
  const email = `bench.${Date.now()}@shop.example`;
  const added = spawnSync('node', ['dist-server/staff.js', 'add', email, '--role', 'owner'], {
    cwd: b.root,
    env,
    encoding: 'utf8',
  });
  const link = /token=([\w-]+)/.exec(added.stdout)?.[1];
  if (!link) throw new Error(`${b.name}: staff add failed: ${added.stdout}${added.stderr}`);
  const password = 'a long bench password';
  const res = await fetch(base + adminEndpoints.setPassword.route, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: link, password, password_confirmation: password }),
  });
  const body = (await res.json()) as { data: { token: string } };
  if (!res.ok) throw new Error(`${b.name}: set password: ${res.status} ${JSON.stringify(body)}`);
  return { name: b.name, base, child, token: body.data.token };
}

interface Page {
  items: { id: string; name_vi: string }[];
  total: number;
}

async function list(s: Server, query: string): Promise<{ ms: number; page: Page }> {
  const began = performance.now();
  const res = await fetch(`${s.base}${catalogEndpoints.adminProducts.route}?per_page=25&${query}`, {
    headers: { Authorization: `Bearer ${s.token}` },
  });
  const body = (await res.json()) as { data: Page };
  const ms = performance.now() - began;
  if (!res.ok) throw new Error(`${s.name} ${query}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, page: body.data };
}

const servers: Server[] = [];
for (const b of builds) servers.push(await start(b));

/**
 * The seed publishes everything; a real back office also holds drafts and archived products. The
 * first run on a folder unpublishes and archives 400 each (the oldest, the same ids in every build).
 */
for (const s of servers) {
  if ((await list(s, 'status=draft')).page.total > 0) continue;
  for (const [action, from] of [
    ['unpublish', 1],
    ['archive', 200],
  ] as const)
    for (let page = from; page < from + 16; page++) {
      const ids = (await list(s, `sort=created_at&order=asc&page=${page}`)).page.items.map(
        (x) => x.id,
      );
      const res = await fetch(s.base + catalogEndpoints.bulkProducts.route, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${s.token}` },
        body: JSON.stringify({ ids, action }),
      });
      if (!res.ok) throw new Error(`${s.name} bulk ${action}: ${res.status} ${await res.text()}`);
    }
}

// The screen's sorts (admin/features/products/product-filters.tsx), first and deep pages.
const SORTS = [
  'updated_at:desc',
  'created_at:desc',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'stock:asc',
  'stock:desc',
];
const deep = Math.max(2, Math.floor(products / 25 / 2));
const enc = encodeURIComponent;
const kinds: [string, string][] = [
  ...SORTS.flatMap((s): [string, string][] => {
    const [sort, order] = s.split(':');
    return [
      [`sort ${s}, page 1`, `sort=${sort}&order=${order}`],
      [`sort ${s}, page ${deep}`, `sort=${sort}&order=${order}&page=${deep}`],
    ];
  }),
  ...['published', 'draft', 'archived'].map((x): [string, string] => [
    `status ${x}`,
    `status=${x}`,
  ]),
  ...['in_stock', 'low_stock', 'out_of_stock'].map((x): [string, string] => [
    `stock ${x}`,
    `stock=${x}`,
  ]),
  ['collection women (and below)', 'collection=women'],
  ['collection women/dresses', 'collection=women/dresses'],
  ['collection women, price asc, page 20', 'collection=women&sort=price&order=asc&page=20'],
  ['search "Đầm lụa" (accents)', `q=${enc('Đầm lụa')}`],
  ['search "dam lua" (no accents)', 'q=dam+lua'],
  ['search "Hội An" (accents)', `q=${enc('Hội An')}`],
  ['search "quy nhon thu"', 'q=quy+nhon+thu'],
  ['search "silk dress" (English)', 'q=silk+dress'],
  ['search "linen" page 10', 'q=linen&page=10'],
  ['search prefix "phu q"', 'q=phu+q'],
  ['search prefix "ao"', 'q=ao'],
  ['search SKU whole', `q=FLORAL-MAXI-DRESS-HOI-AN-AUTUMN-2-BLUE-M`],
  ['search SKU start', 'q=FLORAL-MAXI-DRESS-HOI'],
  ['search no match', 'q=zzqxw'],
  ['search + status + stock', 'q=dam&status=published&stock=in_stock'],
];

// What each build answers, once, unmeasured (it also warms the caches): totals side by side.
for (const [kind, query] of kinds) {
  const answers = [];
  for (const s of servers) answers.push((await list(s, `lang=vi&${query}`)).page);
  const first = answers[0]!;
  const same = answers.every(
    (a) => a.total === first.total && a.items[0]?.id === first.items[0]?.id,
  );
  console.log(
    `  ${kind.padEnd(42)} total ${answers.map((a) => a.total).join(' / ')}${same ? '' : '  (builds differ)'}`,
  );
}

const times = new Map<string, number[]>();
for (let round = 0; round < rounds; round++)
  for (const [kind, query] of kinds)
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const { ms } = await list(s, `lang=${round % 2 ? 'en' : 'vi'}&${query}`);
      const key = `${s.name}\t${kind}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }

const f = (n: number) => n.toFixed(1).padStart(7);
const stats = (xs: number[]) =>
  `${f(percentile(xs, 50))}${f(percentile(xs, 95))}${f(percentile(xs, 100))}`;
console.log(
  `\n${'kind (ms, client side)'.padEnd(42)}${servers.map((s) => `${s.name.padStart(12)} p50    p95    max`).join('  ')}`,
);
for (const [kind] of [...kinds, ['all', ''] as const])
  console.log(
    `${kind.padEnd(42)}${servers
      .map((s) =>
        stats(
          kind === 'all'
            ? [...times].filter(([k]) => k.startsWith(`${s.name}\t`)).flatMap(([, v]) => v)
            : times.get(`${s.name}\t${kind}`)!,
        ).padStart(33),
      )
      .join('  ')}`,
  );

for (const s of servers) {
  s.child.kill('SIGTERM');
  await new Promise((ok) => s.child.once('exit', ok));
}
