/**
 * How much main-thread work a page does after its first paint: the steadier figure for comparing two
 * builds on this machine, where Lighthouse's TBT swings with its CPU index (bench/README.md).
 *
 * Each run opens the route in a fresh browser context (cold cache), with the Runtime domain enabled as
 * Lighthouse has it, at 1x CPU, and traces it. From the first contentful paint to 6 s after it, it sums
 * the main thread's top-level tasks ("total"), counts those over 12.5 ms (50 ms at Lighthouse's 4x
 * slowdown) and sums 4 x length - 50 ms over them ("naive 4x blocking", Lantern without its graph).
 * Several base URLs are measured interleaved, run by run, so a busy moment of the machine hits all.
 * `--tasks` lists, per run, the long tasks (their start after the first paint, their length, the
 * events under them) and when the page registered the service worker, to see what a difference is.
 *
 * Usage: npx tsx bench/main-thread-work.ts [--runs=5] [--tasks] /collection/women http://localhost:3000 [http://localhost:3001 …]
 */
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { median } from './stats.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const listTasks = args.includes('--tasks');
const [route = '/', ...bases] = args.filter((a) => !a.startsWith('--'));
if (bases.length === 0) bases.push(process.env.BASE_URL ?? 'http://localhost:3000');

/** From the first contentful paint to this long after it. */
const WINDOW_MS = 6000;
/** A task this long at 1x is 50 ms at Lighthouse's 4x CPU slowdown: a long task there. */
const LONG_AT_1X_MS = 12.5;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

interface Run {
  total: number;
  long: number;
  naive: number;
  /** With --tasks: the long tasks, one line each. */
  lines: string[];
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });

async function measure(url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Runtime.enable');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    // ServiceWorker: the moment the page calls register() (WebServiceWorkerProviderImpl::RegisterServiceWorker).
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,ServiceWorker',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint traced for ${url}`);
  const taskEvents = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      e.ts >= fcp.ts &&
      e.ts < fcp.ts + WINDOW_MS * 1000,
  );
  const tasks = taskEvents.map((e) => (e.dur ?? 0) / 1000);
  return {
    total: tasks.reduce((sum, ms) => sum + ms, 0),
    long: tasks.filter((ms) => ms > LONG_AT_1X_MS).length,
    naive: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    lines: listTasks ? longTasks(events, taskEvents, fcp) : [],
  };
}

/** The long tasks of one run, from the first paint on, and the worker's registration. */
function longTasks(events: TraceEvent[], tasks: TraceEvent[], fcp: TraceEvent): string[] {
  const after = (e: TraceEvent) => `+${((e.ts - fcp.ts) / 1000).toFixed(0)} ms`;
  const register = events.find(
    (e) => e.name === 'WebServiceWorkerProviderImpl::RegisterServiceWorker',
  );
  const lines = [`  worker registered: ${register ? after(register) : 'not in the trace'}`];
  for (const task of tasks.filter((t) => (t.dur ?? 0) / 1000 > LONG_AT_1X_MS)) {
    const end = task.ts + (task.dur ?? 0);
    // The events a millisecond or longer under it, by name, longest first.
    const under = events
      .filter(
        (e) =>
          e !== task &&
          e.ph === 'X' &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts < end &&
          (e.dur ?? 0) >= 1000,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    const names = [...new Set(under.map((e) => e.name))].slice(0, 4).join(', ');
    lines.push(`  task ${after(task)}, ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${names}`);
  }
  return lines;
}

const results = new Map<string, Run[]>(bases.map((base) => [base, []]));
for (let run = 1; run <= runs; run++) {
  for (const base of bases) {
    const r = await measure(`${base}${route}`);
    results.get(base)!.push(r);
    console.log(
      `run ${run} ${base}: total ${r.total.toFixed(0)} ms, ${r.long} tasks over ${LONG_AT_1X_MS} ms, naive 4x blocking ${r.naive.toFixed(0)} ms`,
    );
    for (const line of r.lines) console.log(line);
  }
}
await browser.close();

console.log(`\nMedians of ${runs} runs, ${route}, FCP to FCP + ${WINDOW_MS / 1000} s, 1x CPU\n`);
console.log('| build | total | tasks over 12.5 ms | naive 4x blocking |');
console.log('| --- | --- | --- | --- |');
for (const [base, rs] of results)
  console.log(
    `| ${base} | ${median(rs.map((r) => r.total)).toFixed(0)} ms | ${median(rs.map((r) => r.long))} | ${median(rs.map((r) => r.naive)).toFixed(0)} ms |`,
  );
