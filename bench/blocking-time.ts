/**
 * Main-thread blocking after the first paint, as a shopper's browser has it and as a measuring one does.
 *
 * A browser driven over the DevTools protocol (Playwright, Lighthouse) has its Runtime domain enabled
 * on the page. V8 then records a detailed stack for every Error object made, and the source positions
 * that stack needs are computed by parsing the function on the stack again. React DOM makes a few
 * errors as its module starts, inside one function that holds all of its code, so a measured page
 * spends 50–90 ms (at 1x, on this machine) parsing React DOM again in the task that starts it. A
 * shopper's browser never does (docs/decisions/019).
 *
 * This opens each route in a fresh headless Chromium through its protocol pipe, twice per run: once
 * with only the Page domain enabled, for the recorder script, which leaves V8 as a shopper's browser
 * has it ("shopper"), and once with Runtime enabled too, as Playwright and Lighthouse do ("inspected"). Both at 4x CPU slowdown, 390x844, cold cache, no throttled network.
 * The page records its long tasks itself (PerformanceObserver); the figures are read once it has
 * settled. Blocking time: the sum over long tasks after FCP of their time beyond 50 ms.
 *
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/blocking-time.ts [--runs=3] / /collection/women …
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { median } from './stats.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const routes = args.filter((a) => !a.startsWith('--'));
if (!routes.length) routes.push('/');

/** How long a page gets to load, hydrate and reach its idle work, at 4x CPU. */
const SETTLE_MS = 12_000;

type Mode = 'shopper' | 'inspected';

/** One Chromium over --remote-debugging-pipe: JSON messages, each ended by a NUL byte. */
function launch() {
  const dir = mkdtempSync(join(tmpdir(), 'blocking-time-'));
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_ARGS, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${dir}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toChrome = chrome.stdio[3] as Writable;
  const fromChrome = chrome.stdio[4] as Readable;
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  let buffer = '';
  fromChrome.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as {
        id?: number;
        result?: unknown;
        error?: unknown;
      };
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) waiting.get(message.id)?.(message);
    }
  });
  let nextId = 1;
  const send = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${JSON.stringify(message.error)}`))
          : resolve(message.result as T),
      );
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const close = async () => {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    // Closed the way it asks to be, so its helper processes are gone before the profile is removed.
    toChrome.write(`${JSON.stringify({ id: nextId++, method: 'Browser.close' })}\0`);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    chrome.kill();
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { send, close };
}

/** Recorded by the page itself, from before its first script. */
const RECORDER = `
  window.__blocking = { fcp: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__blocking.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') window.__blocking.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

async function measure(url: string, mode: Mode): Promise<{ blocking: number; longest: number }> {
  const chrome = launch();
  try {
    const { targetId } = await chrome.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await chrome.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = <T>(method: string, params: object = {}) =>
      chrome.send<T>(method, params, sessionId);
    await page('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 3,
      mobile: true,
    });
    // The Page domain (for the recorder) leaves V8 as it is; the Runtime domain does not.
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    if (mode === 'inspected') await page('Runtime.enable');
    await page('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // Read only now: evaluating does not turn on what Runtime.enable does.
    const { result } = await page<{ result: { value: string } }>('Runtime.evaluate', {
      expression: 'JSON.stringify(window.__blocking)',
      returnByValue: true,
    });
    const { fcp, tasks } = JSON.parse(result.value) as { fcp: number; tasks: [number, number][] };
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
    };
  } finally {
    await chrome.close();
  }
}

console.log(`Blocking time after FCP, 4x CPU, ${runs} runs a route, on ${base}\n`);
console.log(
  '| page | shopper: blocking (runs) | longest task | inspected: blocking (runs) | longest task |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const route of routes) {
  const url = new URL(route, base).href;
  const figures: Record<Mode, { blocking: number; longest: number }[]> = {
    shopper: [],
    inspected: [],
  };
  // Interleaved, so a busy moment of the machine falls on both.
  for (let run = 0; run < runs; run++)
    for (const mode of ['shopper', 'inspected'] as const)
      figures[mode].push(await measure(url, mode));
  const cell = (mode: Mode) =>
    `${Math.round(median(figures[mode].map((f) => f.blocking)))} ms (${figures[mode]
      .map((f) => Math.round(f.blocking))
      .join(', ')}) | ${Math.round(median(figures[mode].map((f) => f.longest)))} ms`;
  console.log(`| \`${route}\` | ${cell('shopper')} | ${cell('inspected')} |`);
}
