/**
 * What the filter drawer's first open spends its time on (issue 38): a collection page on the
 * emulated phone (bench/phone.ts: 4x CPU, slow 4G, fresh profile, no worker), "Filters" tapped the
 * moment it shows, as bench/early-taps.ts does, with a Performance trace (CPU profile included) from
 * the page's start to the drawer's dialog in the page. For the window from the page's ready time
 * (`<html data-hydrated>`) to the dialog: the main thread's tasks over 16 ms, what each spent on
 * (script, style, layout, paint) and the functions with most self time, named through the build's
 * source maps when it has them (`npx vite build --sourcemap hidden` writes them without changing a
 * byte of the code).
 *
 * Usage: BASE_URL=http://localhost:3000 DIST_DIR=dist [RUNS=3] npx tsx bench/drawer-profile.ts
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { PHONE, throttleAsPhone } from './phone';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const DIST = process.env.DIST_DIR ?? 'dist';
const RUNS = Number(process.env.RUNS ?? 3);
const PATH = process.env.PAGE ?? '/en/collection/women';
/** The control tapped: the filter drawer's by default; `TAP='button.add-to-cart'` on a product page for the cart drawer. */
const TAP = process.env.TAP ?? 'button.listing-toolbar__filters';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const maps = new Map<string, TraceMap | null>();
const banner = new Map<string, number>();
function named(frame: CallFrame): string {
  const url = frame.url ?? '';
  const file = url.split('/').pop() ?? '';
  if (!url.includes('/assets/')) return frame.functionName || `(${url || 'program'})`;
  if (!maps.has(file)) {
    const path = join(DIST, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    // vite.config.ts's compile hint is a line put above the code once its map was written.
    const code = join(DIST, 'assets', file);
    banner.set(
      file,
      existsSync(code) && readFileSync(code, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
        ? 1
        : 0,
    );
  }
  const map = maps.get(file);
  const at = map
    ? originalPositionFor(map, {
        line: frame.lineNumber + 1 - banner.get(file)!,
        column: frame.columnNumber,
      })
    : null;
  const source = at?.source?.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return at?.source
    ? `${at.name ?? frame.functionName ?? '?'} ${source}:${at.line}`
    : `${frame.functionName || '?'} ${file}`;
}

async function once(run: number) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...PHONE,
    locale: 'en-US',
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  await page.addInitScript(() => {
    let ready = false;
    let dialog = false;
    new MutationObserver(() => {
      if (!ready && document.documentElement?.dataset.hydrated === 'true') {
        ready = true;
        performance.mark('ready');
      }
      if (!dialog && document.querySelector('[role=dialog]')) {
        dialog = true;
        performance.mark('dialog');
        requestAnimationFrame(() => setTimeout(() => performance.mark('dialog-painted')));
      }
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  // The CPU profile apart from the trace, sampled every 50 µs (the trace's own samples are sparse).
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: [
      '-*',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'v8.execute',
      'disabled-by-default-devtools.timeline.stack',
      'toplevel',
    ],
  });
  await page.goto(new URL(PATH, BASE).href, { waitUntil: 'commit' });
  const target = page.locator(TAP).first();
  await target.waitFor({ state: 'visible' });
  await target.tap({ noWaitAfter: true });
  await page.waitForFunction(() => performance.getEntriesByName('dialog-painted').length > 0, {
    polling: 50,
    timeout: 30_000,
  });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const events = (
    JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  ).traceEvents;
  await browser.close();
  report(run, events, profile);
}

interface CpuProfile {
  nodes: (ProfileNode & { children?: number[] })[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function report(run: number, events: TraceEvent[], profile: CpuProfile) {
  const mark = (name: string) =>
    events.find((e) => e.name === name && e.cat.includes('user_timing'));
  const ready = mark('ready');
  const dialog = mark('dialog');
  const painted = mark('dialog-painted');
  if (!ready || !dialog) throw new Error('no ready or dialog mark in the trace');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === ready.pid,
  );
  const onMain = (e: TraceEvent) => e.pid === ready.pid && e.tid === (main?.tid ?? ready.tid);
  const from = Math.min(ready.ts, dialog.ts);
  const to = painted?.ts ?? dialog.ts;
  const ms = (us: number) => Math.round(us / 1000);
  console.log(
    `\n## run ${run}: dialog ${ms(dialog.ts - ready.ts)} ms past ready, painted ${painted ? ms(painted.ts - ready.ts) : '?'} ms`,
  );

  // Tasks in the window and what they hold (top-level children by kind).
  const tasks = events.filter(
    (e) =>
      onMain(e) &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts + (e.dur ?? 0) >= from &&
      e.ts <= to,
  );
  const kinds = [
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'ParseHTML',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
  ];
  for (const t of tasks.filter((t) => (t.dur ?? 0) > 16_000)) {
    const inside = events.filter(
      (e) =>
        onMain(e) && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur! && kinds.includes(e.name),
    );
    const sums = new Map<string, number>();
    for (const e of inside) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0));
    console.log(
      `task at ${ms(t.ts - ready.ts)} ms: ${ms(t.dur!)} ms (${[...sums].map(([k, v]) => `${k} ${ms(v)}`).join(', ')})`,
    );
  }

  // Style and layout forced by script: what asked for them.
  for (const e of events.filter(
    (e) =>
      onMain(e) &&
      (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
      e.ts >= from &&
      e.ts <= to &&
      (e.dur ?? 0) > 3000,
  )) {
    const data = (e.args as { beginData?: { stackTrace?: CallFrame[] } } | undefined)?.beginData;
    const stack = (data?.stackTrace ?? [])
      .slice(0, 4)
      .map((f) => named(f))
      .join(' < ');
    console.log(
      `${e.name} at ${ms(e.ts - ready.ts)} ms: ${ms(e.dur!)} ms ${stack ? `forced by ${stack}` : ''}`,
    );
  }

  // Self time per function from the CPU profile's samples in the window.
  const nodes = new Map<number, ProfileNode>();
  const self = new Map<string, number>();
  const owner = new Map<string, number>();
  const total = new Map<string, number>();
  for (const n of profile.nodes) nodes.set(n.id, n);
  for (const n of profile.nodes) for (const c of n.children ?? []) nodes.get(c)!.parent = n.id;
  {
    let t0 = profile.startTime;
    const { samples, timeDeltas: deltas } = profile;
    for (let i = 0; i < samples.length; i++) {
      t0 += deltas[i] ?? 0;
      const next = deltas[i + 1] ?? 0;
      if (t0 < from || t0 > to) continue;
      let node = nodes.get(samples[i]!);
      if (!node) continue;
      const leaf = named(node.callFrame);
      self.set(leaf, (self.get(leaf) ?? 0) + next);
      const seen = new Set<string>();
      // The nearest frame of the app's or a library's own code (not React DOM's or the scheduler's).
      let up: ProfileNode | undefined = node;
      let mine = leaf;
      while (up) {
        const name = named(up.callFrame);
        if (/\.(tsx?|mjs|js):\d+$/.test(name) && !/react-dom|scheduler|react\/cjs/.test(name)) {
          mine = name.split(' ').pop()!.replace(/:\d+$/, '');
          break;
        }
        up = up.parent === undefined ? undefined : nodes.get(up.parent);
      }
      if (!up && /react-dom/.test(leaf)) mine = '(react-dom itself)';
      owner.set(mine, (owner.get(mine) ?? 0) + next);
      while (node) {
        const name = named(node.callFrame);
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + next);
        seen.add(name);
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${String(ms(v)).padStart(5)} ms  ${k}`);
  console.log('self time:\n' + top(self, 30).join('\n'));
  console.log('by the nearest own file:\n' + top(owner, 40).join('\n'));
  console.log('total time:\n' + top(total, 45).join('\n'));
}

for (let run = 1; run <= RUNS; run++) await once(run);
