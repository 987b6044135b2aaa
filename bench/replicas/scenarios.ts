/**
 * The five scenarios of bench/replicas.ts, in order; each prints its lines as it goes and answers its
 * row of the final table. Every request goes through nginx unless it says `direct`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { checkOrders, negativeStock, ordersFor, setStock, type OrderCheck } from './check';
import { newToken } from '../shopper';
import { complete, inPool, putCheckout, read, READ_PATH, Tally } from './http';
import { Ledger, startLoad } from './load';
import type { Nginx } from './nginx';
import type { Postgres } from './postgres';
import { describeExit, type Replica } from './replica';

export interface Bench {
  pg: Postgres;
  nginx: Nginx;
  replicas: Replica[];
  /** The load's variant (stock set high) and the race's. */
  plenty: number;
  last: number;
  shoppers: number;
  readers: number;
}

export interface Row {
  scenario: string;
  acknowledged: number | string;
  lost: number | string;
  duplicated: number | string;
  oversold: number | string;
  s500: number | string;
  s502: number | string;
  s503: number | string;
  other5xx: number | string;
  noAnswer: number | string;
  dead: number | string;
  recovery: string;
}

const ROUNDS = 20;
const RACERS = 200;
const REPLAYS = 50;
/** How long a replica may take to answer 200 after a start or after PostgreSQL is back. */
const READY_MS = 60_000;
const RECOVERY_LIMIT_MS = 30_000;

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`  ${line}`);

async function withDb<T>(b: Bench, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = await b.pg.connect();
  try {
    return await fn(db);
  } finally {
    await db.end().catch(() => {});
  }
}

function row(
  scenario: string,
  b: Bench,
  tally: Tally,
  check: OrderCheck,
  oversold: number,
  recovery = '',
): Row {
  const is = (code: number) => tally.count((s) => s === code);
  const other5xx = tally.count(
    (s) => typeof s === 'number' && s >= 500 && ![500, 502, 503].includes(s),
  );
  return {
    scenario,
    acknowledged: check.acknowledged,
    lost: check.lost,
    duplicated: check.duplicated,
    oversold,
    s500: is(500),
    s502: is(502),
    s503: is(503),
    other5xx,
    noAnswer: tally.count((s) => typeof s !== 'number'),
    dead: b.replicas.filter((r) => !r.alive).length,
    recovery,
  };
}

/** Runs `fn` under checkout load, which stops (every loop's round finished) however `fn` ends. */
async function underLoad(b: Bench, tally: Tally, ledger: Ledger, fn: () => Promise<void>) {
  const load = startLoad({
    base: b.nginx.base,
    variant: b.plenty,
    shoppers: b.shoppers,
    readers: b.readers,
    tally,
    ledger,
  });
  try {
    await fn();
  } finally {
    await load.stop();
  }
}

/** What the scenario saw through nginx, what nginx logged, and what the database holds. */
function report(b: Bench, tally: Tally, check: OrderCheck): void {
  say(`answers through nginx: ${tally.describe(['put', 'complete', 'read'])}`);
  const logged = b.nginx.errorsSinceLastCall();
  if (logged.length) say(`nginx logged: ${logged.slice(0, 5).join('; ')}`);
  say(
    `orders: ${check.acknowledged} acknowledged, ${check.lost} lost, ${check.duplicated} duplicated, ` +
      `${check.placedUnacknowledged} placed without an acknowledgment`,
  );
}

/**
 * Between scenarios: a replica that died is started again, so that the next one has all three; and
 * the next one starts with all three in nginx's rotation. nginx keeps a replica that failed out of it
 * for fail_timeout (10 s) after its last failure, then lets one request at a time probe it until one
 * succeeds; with the load's 20 shoppers arriving at once every replica would be mid-probe and the rest
 * answered 502 (no live upstreams), an effect of the previous scenario. So: wait out fail_timeout,
 * then probe one request after another until 6 answers in a row are 200.
 */
export async function settle(b: Bench): Promise<void> {
  let revived = false;
  for (const r of b.replicas.filter((r) => !r.alive)) {
    say(`before the next scenario: replica ${r.n} is down, starting it again`);
    r.start();
    const ms = await r.answering(READY_MS);
    say(
      ms === null ? `replica ${r.n} did not come back` : `replica ${r.n} answers after ${secs(ms)}`,
    );
    revived = true;
  }
  b.nginx.errorsSinceLastCall();
  const wait = b.nginx.lastDisabledAt + 10_000 - Date.now();
  if (wait > 0) {
    say(
      `before the next scenario: ${secs(wait)} for nginx to take back the replicas it marked failed`,
    );
    await sleep(wait);
  }
  if (!revived && wait <= 0) return;
  const probes = new Tally();
  for (let inARow = 0, tries = 0; inARow < 6 && tries < 100; tries++) {
    inARow = (await read(probes, b.nginx.base, READ_PATH)) === 200 ? inARow + 1 : 0;
    if (inARow === 0) await sleep(200);
  }
  b.nginx.errorsSinceLastCall();
}

export async function lastUnitRace(b: Bench): Promise<Row> {
  console.log(`1. last-unit race: ${ROUNDS} rounds, ${RACERS} completes at once for 1 unit`);
  const tally = new Tally();
  const ledger = new Ledger();
  const wins: number[] = [];
  let oversold = 0;
  const check = await withDb(b, async (db) => {
    for (let round = 0; round < ROUNDS; round++) {
      await setStock(db, b.last, 1);
      const ready: string[] = [];
      await inPool(20, Array.from({ length: RACERS }, newToken), async (token) => {
        if ((await putCheckout(tally, b.nginx.base, token, b.last)) === 200) ready.push(token);
      });
      const answers = await Promise.all(
        ready.map(async (token) => {
          ledger.tried.add(token);
          const answer = await complete(tally, b.nginx.base, token);
          if (answer.number) ledger.ack(token, answer.number);
          return answer.status;
        }),
      );
      wins.push(answers.filter((s) => s === 201).length);
      oversold += Math.max(0, (await ordersFor(db, ready)) - 1);
    }
    oversold += await negativeStock(db);
    return checkOrders(db, ledger);
  });
  say(`201s per round: min ${Math.min(...wins)}, max ${Math.max(...wins)} (${wins.join(' ')})`);
  report(b, tally, check);
  const label = `last-unit race (201s/round ${Math.min(...wins)}–${Math.max(...wins)})`;
  return row(label, b, tally, check, oversold);
}

export async function replays(b: Bench): Promise<Row> {
  console.log(`2. replays: ${REPLAYS} completes of one checkout at once`);
  const tally = new Tally();
  const ledger = new Ledger();
  const token = newToken();
  await putCheckout(tally, b.nginx.base, token, b.plenty);
  ledger.tried.add(token);
  await Promise.all(
    Array.from({ length: REPLAYS }, async () => {
      const answer = await complete(tally, b.nginx.base, token);
      if (answer.number) ledger.ack(token, answer.number);
    }),
  );
  const [check, orders, oversold] = await withDb(
    b,
    async (db) =>
      [
        await checkOrders(db, ledger),
        await ordersFor(db, [token]),
        await negativeStock(db),
      ] as const,
  );
  say(`orders in the database for that checkout: ${orders}`);
  report(b, tally, check);
  return row(`${REPLAYS} replays of a complete`, b, tally, check, oversold);
}

export async function killOne(b: Bench): Promise<Row> {
  const victim = b.replicas[1]!;
  console.log(`3. kill -9 of replica ${victim.n} under checkout load`);
  const tally = new Tally();
  const ledger = new Ledger();
  await underLoad(b, tally, ledger, async () => {
    await sleep(5_000);
    await victim.kill9();
    say(`replica ${victim.n} killed (SIGKILL); the load goes on 5 s`);
    await sleep(5_000);
    victim.start();
    const back = await victim.answering(READY_MS);
    say(
      `replica ${victim.n} started again: ${back === null ? 'never answered 200' : `200 after ${secs(back)}`}`,
    );
    await sleep(3_000);
  });
  const [check, oversold] = await withDb(
    b,
    async (db) => [await checkOrders(db, ledger), await negativeStock(db)] as const,
  );
  report(b, tally, check);
  return row('kill -9 of a replica', b, tally, check, oversold);
}

export async function postgresOutage(b: Bench): Promise<Row> {
  console.log('4. PostgreSQL stopped for 10 s under load, then started again');
  const tally = new Tally();
  const ledger = new Ledger();
  let recovered: (number | null)[] = [];
  await underLoad(b, tally, ledger, async () => {
    await sleep(5_000);
    let upAt: number | null = null;
    let gaveUp = false;
    // Each replica, polled directly every 100 ms from the stop on: the ms from PostgreSQL accepting
    // connections again to its first 200, or null when it died or did not answer 200 in time.
    const pollers = b.replicas.map(async (r): Promise<number | null> => {
      for (;;) {
        if (!r.alive || gaveUp) return null;
        const status = await read(tally, r.base, READ_PATH, 'direct');
        const now = performance.now();
        if (upAt !== null && status === 200) return now - upAt;
        if (upAt !== null && now - upAt > RECOVERY_LIMIT_MS) return null;
        await sleep(100);
      }
    });
    try {
      say('stopping PostgreSQL (pg_ctl -m fast stop)');
      const stopping = performance.now();
      await b.pg.stop('fast');
      say(`PostgreSQL stopped in ${secs(performance.now() - stopping)}; starting it in 10 s`);
      await sleep(10_000);
      await b.pg.start();
      await b.pg.accepting();
      upAt = performance.now();
      say('PostgreSQL accepts connections again (pg_ctl start)');
    } finally {
      if (upAt === null) gaveUp = true;
      recovered = await Promise.all(pollers);
    }
    say(
      'each replica answering 200 again (polled directly): ' +
        b.replicas
          .map((r, i) => {
            const ms = recovered[i];
            if (ms !== null && ms !== undefined) return `replica ${r.n} ${secs(ms)}`;
            return `replica ${r.n} ${r.alive ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : 'never (dead)'}`;
          })
          .join(', '),
    );
    say(`the replicas' own answers from the stop on: ${tally.describe(['direct'])}`);
    await sleep(5_000);
  });
  const [check, oversold] = await withDb(
    b,
    async (db) => [await checkOrders(db, ledger), await negativeStock(db)] as const,
  );
  report(b, tally, check);
  const dead = b.replicas.filter((r) => !r.alive).length;
  say(`replicas alive after: ${b.replicas.length - dead} of ${b.replicas.length}`);
  const recovery = dead
    ? `never (${dead} of ${b.replicas.length} replicas dead)`
    : recovered.includes(null)
      ? `never (not 200 within ${RECOVERY_LIMIT_MS / 1000} s)`
      : (Math.max(...(recovered as number[])) / 1000).toFixed(1);
  return row('PostgreSQL down 10 s', b, tally, check, oversold, recovery);
}

export async function rollingRestart(b: Bench): Promise<Row> {
  console.log('5. rolling restart of every replica under load (SIGTERM, wait for exit, start)');
  const tally = new Tally();
  const ledger = new Ledger();
  await underLoad(b, tally, ledger, async () => {
    await sleep(3_000);
    for (const r of b.replicas) {
      const last = r.exits.at(-1);
      let stopped = `was not running (${last ? describeExit(last) : 'never started'})`;
      if (r.alive) {
        const { exit, ms, hung } = await r.term();
        stopped = `SIGTERM: ${describeExit(exit)} in ${secs(ms)}${hung ? ' (killed: no exit within 20 s)' : ''}`;
      }
      r.start();
      const back = await r.answering(READY_MS);
      say(
        `replica ${r.n}: ${stopped}; ${back === null ? 'never answered 200 again' : `200 again ${secs(back)} after its start`}`,
      );
      await sleep(2_000);
    }
    await sleep(3_000);
  });
  const [check, oversold] = await withDb(
    b,
    async (db) => [await checkOrders(db, ledger), await negativeStock(db)] as const,
  );
  report(b, tally, check);
  return row('rolling restart', b, tally, check, oversold);
}

export const SCENARIOS: [string, (b: Bench) => Promise<Row>][] = [
  ['last-unit race', lastUnitRace],
  [`${REPLAYS} replays of a complete`, replays],
  ['kill -9 of a replica', killOne],
  ['PostgreSQL down 10 s', postgresOutage],
  ['rolling restart', rollingRestart],
];
