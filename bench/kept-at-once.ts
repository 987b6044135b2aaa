/**
 * When a first visit's page is kept for offline use (issue 38, docs/decisions/028): a fresh profile opens
 * a product page on a slow phone (Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up;
 * 4x CPU), the service workers allowed. Times from navigation start, per run and median:
 * - shown: the page's first contentful paint;
 * - load: the page's load event;
 * - ready: the page says every control on screen answers (`data-hydrated`, decision 027);
 * - registered: the page calls `navigator.serviceWorker.register` (as the page is shown since
 *   decision 043, src/boot.ts; once it was ready and idle before it, decision 040);
 * - controlled: the worker controls the page (controllerchange: at activation before decision 043,
 *   since then once the page is ready and asks);
 * - page kept: a worker is active and its first install kept the page's own HTML (`page-html`,
 *   decision 042). Since decision 043 an offline reload then shows the page, its code or not (the app
 *   waits for the network): on such a build this is when the page is kept;
 * - kept and ready: the page kept and the page ready (its code all loaded, into the HTTP cache),
 *   which a build before decision 043 needs, as its app fails offline without its code; or, before
 *   decision 042, the worker controls the page and the page's API read is in its `api-public` cache
 *   and its first picture in `images`, for the shell to render;
 * - whole shell: every screen's code is stored (the worker answers SHELL_FILLED; decisions 039, 040),
 *   asked once the page is ready, as the app asks. A build with no `shell-code` cache precached it
 *   all before control: there it is "controlled".
 * The throttling is applied to the page and to the service worker (a target of its own, whose precache
 * fetches the page's throttling does not cover).
 * THROTTLE_WORKER=0 throttles the page only.
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/kept-at-once.ts [product-slug] [runs]
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { productPath } from '../contract/api/paths';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { PHONE, SLOW_4G, throttleAsPhone } from './phone';
import { median } from './stats.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const slug = process.argv[2] ?? 'classic-pullover-hoodie';
const runs = Number(process.argv[3] ?? 3);
const GIVE_UP_MS = 60_000;

/**
 * Throttles the page's service worker from its first request. The page's own session auto-attaches to
 * it with the worker paused (waitForDebuggerOnStart) and lets it run once throttled. Attaching at
 * `Target.targetCreated` instead raced the worker's start: some runs' install fetched its first tens
 * of files unthrottled. Playwright gives no CDP session for a worker, so this session speaks to it
 * through Target.sendMessageToTarget (a browser-level auto-attach would need the flat protocol).
 */
async function throttleWorkers(cdp: CDPSession): Promise<void> {
  let id = 0;
  const send = (sessionId: string, method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    void (async () => {
      if (targetInfo.type === 'service_worker') {
        await send(sessionId, 'Network.enable', {});
        await send(sessionId, 'Network.emulateNetworkConditions', SLOW_4G);
      }
      if (waitingForDebugger) await send(sessionId, 'Runtime.runIfWaitingForDebugger', {});
    })().catch((error: unknown) => console.error('could not throttle the worker', error));
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
}

interface Run {
  load: number;
  shown: number | null;
  ready: number | null;
  registered: number | null;
  controlled: number | null;
  page: number | null;
  kept: number | null;
  whole: number | null;
}

async function once(browser: Browser, throttleWorker: boolean): Promise<Run> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    ...PHONE,
    locale: 'vi-VN',
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  if (throttleWorker) await throttleWorkers(cdp);
  await page.addInitScript(() => {
    const w = window as unknown as {
      __controlledAt?: number;
      __registeredAt?: number;
      __readyAt?: number;
    };
    const ready = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      w.__readyAt ??= performance.now();
      ready.disconnect();
    });
    ready.observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-hydrated'],
    });
    const container = navigator.serviceWorker;
    if (!container) return;
    container.addEventListener('controllerchange', () => {
      w.__controlledAt ??= performance.now();
    });
    const register = container.register.bind(container);
    container.register = (...args) => {
      w.__registeredAt ??= performance.now();
      return register(...args);
    };
  });
  await page.goto(`${base}/product/${slug}`);
  const apiUrl = productPath(slug, { lang: 'vi' });
  const result = await page.evaluate(
    async ({ apiUrl, giveUp }) => {
      const w = window as unknown as {
        __controlledAt?: number;
        __registeredAt?: number;
        __readyAt?: number;
      };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const picture = document.querySelector<HTMLImageElement>('.pdp-gallery img');
      // A kept page needs an active worker (the reload is a new navigation, which any active worker
      // answers). Since decision 043 an offline reload shows it before its code has all come (the app
      // waits for the network); before, the page's code was needed too, all loaded once it is ready.
      let pageAt: number | null = null;
      let dataAt: number | null = null;
      while (performance.now() < giveUp) {
        const [html, data, image] = await Promise.all([
          caches.match(location.href, { cacheName: 'page-html' }),
          caches.match(apiUrl, { cacheName: 'api-public' }),
          picture && caches.match(picture.currentSrc, { cacheName: 'images' }),
        ]);
        const active = (await navigator.serviceWorker.getRegistration())?.active?.state;
        if (html && active === 'activated') pageAt ??= performance.now();
        if (data && image && w.__controlledAt !== undefined) dataAt ??= performance.now();
        if ((pageAt !== null && w.__readyAt !== undefined) || dataAt !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ready = w.__readyAt ?? null;
      const pageReady = pageAt !== null && ready !== null ? Math.max(pageAt, ready) : null;
      const kept = [pageReady, dataAt].filter((t): t is number => t !== null);
      // The app asks for the fill once it is ready (decision 040); asking sooner would race its start.
      while (w.__readyAt === undefined && performance.now() < giveUp) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Since decision 043 a first install takes the page once the page, ready, asks.
      while (w.__controlledAt === undefined && performance.now() < giveUp) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      let whole = w.__controlledAt ?? null;
      const controller = navigator.serviceWorker.controller;
      if ((pageAt !== null || dataAt !== null) && controller && (await caches.has('shell-code'))) {
        const channel = new MessageChannel();
        const filled = new Promise<boolean>((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data === true);
        });
        controller.postMessage({ type: 'SHELL_FILLED' }, [channel.port2]);
        whole = (await filled) ? performance.now() : null;
      }
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return {
        load: nav.loadEventEnd,
        shown: fcp,
        ready: w.__readyAt ?? null,
        registered: w.__registeredAt ?? null,
        controlled: w.__controlledAt ?? null,
        page: pageAt,
        kept: kept.length ? Math.min(...kept) : null,
        whole,
      };
    },
    { apiUrl, giveUp: GIVE_UP_MS },
  );
  await context.close();
  return result;
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
// THROTTLE_WORKER=0 leaves the worker's own fetches at full speed (what a page-only CDP throttle does).
const throttleWorker = process.env.THROTTLE_WORKER !== '0';
const results: Run[] = [];
for (let i = 0; i < runs; i++) {
  const run = await once(browser, throttleWorker);
  results.push(run);
  console.log(
    `run ${i + 1}: shown ${run.shown?.toFixed(0) ?? '—'} ms, load ${run.load.toFixed(0)} ms, ready ${run.ready?.toFixed(0) ?? '—'} ms, registered ${run.registered?.toFixed(0) ?? '—'} ms, controlled ${run.controlled?.toFixed(0) ?? '—'} ms, page kept ${run.page?.toFixed(0) ?? '—'} ms, kept and ready ${run.kept?.toFixed(0) ?? 'not within 60 s'} ms, whole shell ${run.whole?.toFixed(0) ?? '—'} ms`,
  );
}
const med = (pick: (r: Run) => number | null) => {
  const values = results.map(pick).filter((v): v is number => v !== null);
  return values.length ? `${median(values).toFixed(0)} ms` : '—';
};
console.log(
  `median: shown ${med((r) => r.shown)}, load ${med((r) => r.load)}, ready ${med((r) => r.ready)}, registered ${med((r) => r.registered)}, controlled ${med((r) => r.controlled)}, page kept ${med((r) => r.page)}, kept and ready ${med((r) => r.kept)}, whole shell ${med((r) => r.whole)}`,
);
await browser.close();
