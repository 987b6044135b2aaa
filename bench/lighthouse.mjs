// @ts-check
/**
 * Lighthouse mobile figures (issue 12's budgets): Lighthouse's default config (a moto g power on slow
 * 4G, simulated throttling, 4x CPU), performance category only, N runs per route (3 by default) in a
 * fresh headless Chromium each, every run and the medians printed as markdown tables.
 *
 * Lighthouse 13 wants Node 22 in its package.json but runs on Node 20; it is installed in a folder of
 * its own beside the project so that the project's `npm ci` stays free of engine warnings:
 *   mkdir -p ../lighthouse && cd ../lighthouse && npm init -y && npm i lighthouse@13
 * Usage: BASE_URL=http://localhost:3000 node bench/lighthouse.mjs [--runs=3] [--out=dir] [--tasks] [--throttling=devtools] [--no-scripts] / /collection/women …
 * --throttling=devtools: Lighthouse's applied throttling instead of its simulation: the page really
 * loads over slow 4G with the CPU slowed 4x, and TBT is read from that trace. A wait the main thread
 * spends on another process (a font lookup, the compositor) then counts once, not four times as
 * Lantern's replay of the observed tasks counts it. Slower (a run takes about 30 s), not the default.
 * --no-scripts: the same page with its script files blocked (Lighthouse's blockedUrlPatterns): the
 * server's HTML, its stylesheet and pictures, and the inline colour-mode script only. That is the floor
 * under the page's figures on this machine that day: the browser's own parsing, style, layout and paint,
 * which no change to the app's code can cut (docs/decisions/022). Run it interleaved with the page.
 * --tasks: after each run, the tasks that make its TBT, as Lighthouse's simulation (Lantern) counts them
 * (observed task × 4 CPU; see blockingTasks below).
 * Env: LIGHTHOUSE_DIR (that folder; relative to the project root, default ../lighthouse),
 * CHROME_PATH (default /usr/bin/chromium), BASE_URL, LH_RUNS, LH_OUT_DIR (JSON reports, one per run).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './stats.mjs';

const root = resolve(import.meta.dirname, '..');
const lighthouseDir = resolve(root, process.env.LIGHTHOUSE_DIR ?? '../lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = process.env.BASE_URL ?? 'http://localhost:3000';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? process.env.LH_RUNS ?? 3);
const outDir = option('out') ?? process.env.LH_OUT_DIR;
const showTasks = args.includes('--tasks');
const noScripts = args.includes('--no-scripts');
const throttlingMethod = option('throttling') ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttlingMethod))
  throw new Error(`--throttling must be simulate or devtools`);
const routes = args.filter((a) => !a.startsWith('--'));
if (!routes.length) routes.push('/');
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);

// Lighthouse and chrome-launcher are ES modules resolved from their own folder, not from the project.
const requireThere = createRequire(join(lighthouseDir, 'package.json'));
/** @param {string} name */
async function importThere(name) {
  let path;
  try {
    path = requireThere.resolve(name);
  } catch {
    console.error(
      `Cannot find ${name} in ${lighthouseDir}. Install Lighthouse beside the project:\n` +
        `  mkdir -p ${lighthouseDir} && cd ${lighthouseDir} && npm init -y && npm i lighthouse@13\n` +
        `or point LIGHTHOUSE_DIR at a folder where it is installed.`,
    );
    process.exit(1);
  }
  return import(pathToFileURL(path).href);
}
const { default: lighthouse } = await importThere('lighthouse');
const { launch, Launcher } = await importThere('chrome-launcher');
// Lantern's simulator keeps every simulation's node timings (Lighthouse's asset saver reads them too).
// It is the copy inside Lighthouse's own dependencies, so resolved from Lighthouse's folder.
const { Simulator } = showTasks
  ? await import(
      pathToFileURL(
        createRequire(requireThere.resolve('lighthouse')).resolve(
          '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js',
        ),
      ).href
    )
  : { Simulator: null };

// Debian's Chromium with the flags every browser in this project gets (e2e/support/browser.ts).
// --no-sandbox only as root, where Chromium refuses to start without it.
const chromeFlags = [
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  // Without the desktop address bar's popup, a renderer of its own that headless Chromium loads while
  // the page under test does, on the same two cores (e2e/support/browser.ts). Chromium keeps only the
  // last --disable-features, so this one repeats chrome-launcher's own.
  `--disable-features=${[
    ...(Launcher.defaultFlags()
      .find((/** @type {string} */ f) => f.startsWith('--disable-features='))
      ?.slice('--disable-features='.length)
      .split(',') ?? []),
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
];

/**
 * The browser's languages, as a shopper of the route's language would have them: with an English
 * browser the bare `/` would redirect to `/en` on a first visit and the run would measure another page.
 * --accept-lang sets both navigator.languages and the Accept-Language header in headless Chromium.
 * @param {string} route
 */
const acceptLang = (route) =>
  /^\/en(\/|$|\?)/.test(new URL(route, base).pathname) ? 'en-US,en' : 'vi-VN,vi';

/**
 * @typedef {{ route: string, run: number, score: number, fcp: number, lcp: number, tbt: number,
 *   cls: number, si: number, benchmarkIndex: number, load: number, finalUrl: string }} Run
 */

/** @type {(lhr: any, key: string) => number} */
const numeric = (lhr, key) => lhr.audits[key]?.numericValue ?? NaN;

/**
 * One Lighthouse run in a Chromium of its own (as the Lighthouse CLI does), so no cache, worker or
 * storage survives from the previous run; Lighthouse also clears the origin's storage itself.
 * @param {string} route @param {number} run @returns {Promise<Run>}
 */
async function measure(route, run) {
  const url = new URL(route, base).href;
  const load = loadavg()[0] ?? NaN;
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromeFlags, `--accept-lang=${acceptLang(route)}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: /** @type {'simulate' | 'devtools'} */ (throttlingMethod),
      // The app's code and the ICU warm-up worker are files under /assets/ (vite); the service worker
      // is /sw.js (it would not register without the app anyway).
      blockedUrlPatterns: noScripts ? ['*/assets/*.js', '*/sw.js'] : [],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (outDir) {
      mkdirSync(outDir, { recursive: true });
      const name = route.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'home';
      writeFileSync(join(outDir, `${name}-run${run}.json`), result.report);
    }
    if (showTasks) blockingTasks(`${route} run ${run}`, numeric(lhr, 'first-contentful-paint'));
    if (run === 1 && lhr.runWarnings?.length)
      console.error(`${route}: ${lhr.runWarnings.join(' ')}`);
    return {
      route,
      run,
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The simulated main-thread tasks that make a run's TBT: Lantern replays the observed tasks at 4x
 * (layout at 2x) in a simulated load, and TBT is the average of an optimistic and a pessimistic
 * simulation, each summing (duration − 50 ms) over the tasks between FCP and TTI. This prints the
 * optimistic one's tasks over 50 ms that end after FCP: an approximation of where the figure comes
 * from, with each task's observed (1x) start and duration and what it did, by the trace events in it.
 * A task whose time no event explains is native work the trace's categories do not name.
 * @param {string} label @param {number} fcp
 */
function blockingTasks(label, fcp) {
  const timings = Simulator.allNodeTimings.get('optimisticTotalBlockingTime');
  if (!timings) return;
  let origin = Infinity;
  for (const [node] of timings)
    if (node.type === 'network') origin = Math.min(origin, node.startTime);
  const lines = [];
  let sum = 0;
  for (const [node, timing] of timings) {
    const duration = timing.endTime - timing.startTime;
    if (node.type !== 'cpu' || duration <= 50 || timing.endTime < fcp) continue;
    sum += duration - 50;
    lines.push({
      start: timing.startTime,
      line: `  sim ${Math.round(timing.startTime)} ms +${Math.round(duration - 50)} ms | observed ${Math.round((node.startTime - origin) / 1000)} ms, ${(node.duration / 1000).toFixed(1)} ms | ${taskContents(node)}`,
    });
  }
  lines.sort((a, b) => a.start - b.start);
  console.error(
    `${label}: simulated tasks over 50 ms after FCP (optimistic simulation; its blocking time ` +
      `${Math.round(sum)} ms, before the TTI cut-off; TBT is the mean of two simulations)\n` +
      lines.map((l) => l.line).join('\n'),
  );
}

/** The rendering steps' trace events, by exact name (a pattern would also take DocumentLoader::CommitNavigation). */
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'IntersectionObserverController::computeIntersections',
]);

/** What a task's time went to: its outermost trace events, by kind (script by file), largest first. */
function taskContents(/** @type {any} */ node) {
  /** @type {any[]} */
  const events = node.childEvents.filter((/** @type {any} */ e) => e.dur > 0);
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Record<string, number>} */
  const by = {};
  let end = 0;
  for (const e of events) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    const url =
      e.args?.data?.url ??
      events.find((c) => c.ts >= e.ts && c.ts < end && c.args?.data?.url)?.args.data.url;
    const kind = RENDERING.has(e.name)
      ? 'style, layout, paint'
      : e.name === 'ParseHTML'
        ? 'HTML parsing'
        : /GC/.test(e.name)
          ? 'garbage collection'
          : url
            ? `script ${String(url).split('/').pop()}`
            : e.name;
    by[kind] = (by[kind] ?? 0) + e.dur / 1000;
  }
  const named = Object.values(by).reduce((a, b) => a + b, 0);
  by['(unnamed native work)'] = node.duration / 1000 - named;
  return Object.entries(by)
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (/** @type {number} */ ms) => `${Math.round(ms)} ms`;
/** @param {(string | number)[]} cells */
const row = (cells) => `| ${cells.join(' | ')} |`;
const header = (/** @type {string[]} */ names) =>
  [row(names), row(names.map(() => '---'))].join('\n');

/** @type {Run[]} */
const all = [];
let failed = false;
const { version } = requireThere('lighthouse/package.json');
console.log(
  `Lighthouse ${version} mobile (default config, ${throttlingMethod === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling) on ${base}, ${runs} runs${noScripts ? ', script files blocked' : ''}\n`,
);
console.log(
  header(['page', 'run', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'CPU index', 'load 1m']),
);
for (const route of routes) {
  for (let run = 1; run <= runs; run++) {
    try {
      const r = await measure(route, run);
      all.push(r);
      console.log(
        row([
          `\`${route}\``,
          run,
          r.score,
          seconds(r.fcp),
          seconds(r.lcp),
          millis(r.tbt),
          r.cls.toFixed(3),
          seconds(r.si),
          Math.round(r.benchmarkIndex),
          r.load.toFixed(2),
        ]),
      );
      // A client-side redirect (to /en, say) means the run measured another page than asked.
      if (new URL(r.finalUrl).pathname !== new URL(route, base).pathname)
        console.error(`${route} run ${run} ended on ${r.finalUrl}`);
    } catch (error) {
      failed = true;
      console.error(
        `${route} run ${run} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

// Each figure's own median; the spread of score and LCP shows runs that disagree (then re-run them).
console.log(`\nMedians of ${runs} runs\n`);
console.log(
  header(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'score range', 'LCP range']),
);
for (const route of routes) {
  const own = all.filter((r) => r.route === route);
  if (!own.length) continue;
  /** @param {keyof Run} key */
  const of = (key) => own.map((r) => Number(r[key]));
  const range = (/** @type {number[]} */ v, /** @type {(n: number) => string} */ f) =>
    `${f(Math.min(...v))}–${f(Math.max(...v))}`;
  console.log(
    row([
      `\`${route}\``,
      median(of('score')),
      seconds(median(of('fcp'))),
      seconds(median(of('lcp'))),
      millis(median(of('tbt'))),
      median(of('cls')).toFixed(3),
      seconds(median(of('si'))),
      range(of('score'), String),
      range(of('lcp'), seconds),
    ]),
  );
}
if (failed) process.exitCode = 1;
