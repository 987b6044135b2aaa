/**
 * When a first visit's page is kept for offline use (issue 38, docs/decisions/028): a fresh profile opens
 * a product page on a slow phone (Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up;
 * 4x CPU), the service workers allowed. Times from navigation start, per run and median:
 * - load: the page's load event;
 * - ready: the page says every control on screen answers (`data-hydrated`, decision 027);
 * - registered: the page calls `navigator.serviceWorker.register` (as the app starts, src/boot.ts;
 *   before decision 040 after the PWA manager's chunk), so "controlled" minus this is the install;
 * - controlled: the worker controls the page (controllerchange; it registers after load and idle,
 *   installs the precache, then claims the page);
 * - kept: an offline reload would show the page: a worker is active, its first install kept the
 *   page's own HTML (`page-html`, decision 042), and the page is ready (all its code is loaded, into
 *   the HTTP cache); or, before decision 042, the worker controls the page and the page's API read
 *   is in its `api-public` cache and its first picture in `images`, for the shell to render;
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
  ready: number | null;
  registered: number | null;
  controlled: number | null;
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
      let kept: number | null = null;
      while (performance.now() < giveUp) {
        const [html, data, image] = await Promise.all([
          caches.match(location.href, { cacheName: 'page-html' }),
          caches.match(apiUrl, { cacheName: 'api-public' }),
          picture && caches.match(picture.currentSrc, { cacheName: 'images' }),
        ]);
        // A kept page needs an active worker (the reload is a new navigation, which any active worker
        // answers) and the page's code, which it has all loaded once it is ready.
        const active = (await navigator.serviceWorker.getRegistration())?.active?.state;
        const pageKept = html && active === 'activated' && w.__readyAt !== undefined;
        if (pageKept || (data && image && w.__controlledAt !== undefined)) {
          kept = performance.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The app asks for the fill once it is ready (decision 040); asking sooner would race its start.
      while (w.__readyAt === undefined && performance.now() < giveUp) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      let whole = w.__controlledAt ?? null;
      const controller = navigator.serviceWorker.controller;
      if (kept !== null && controller && (await caches.has('shell-code'))) {
        const channel = new MessageChannel();
        const filled = new Promise<boolean>((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data === true);
        });
        controller.postMessage({ type: 'SHELL_FILLED' }, [channel.port2]);
        whole = (await filled) ? performance.now() : null;
      }
      return {
        load: nav.loadEventEnd,
        ready: w.__readyAt ?? null,
        registered: w.__registeredAt ?? null,
        controlled: w.__controlledAt ?? null,
        kept,
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
    `run ${i + 1}: load ${run.load.toFixed(0)} ms, ready ${run.ready?.toFixed(0) ?? '—'} ms, registered ${run.registered?.toFixed(0) ?? '—'} ms, controlled ${run.controlled?.toFixed(0) ?? '—'} ms, kept ${run.kept?.toFixed(0) ?? 'not within 60 s'} ms, whole shell ${run.whole?.toFixed(0) ?? '—'} ms`,
  );
}
const med = (pick: (r: Run) => number | null) => {
  const values = results.map(pick).filter((v): v is number => v !== null);
  return values.length ? `${median(values).toFixed(0)} ms` : '—';
};
console.log(
  `median: load ${med((r) => r.load)}, ready ${med((r) => r.ready)}, registered ${med((r) => r.registered)}, controlled ${med((r) => r.controlled)}, kept ${med((r) => r.kept)}, whole shell ${med((r) => r.whole)}`,
);
await browser.close();
