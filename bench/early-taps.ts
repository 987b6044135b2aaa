/**
 * Early taps (issue 38): does a tap made as soon as a control is on screen take effect, and how long
 * after? Chromium as a mid-range phone (390x844, touch, 4x CPU slowdown, Lighthouse's slow 4G), a
 * fresh profile and no service worker for every page load; one control per load, tapped the moment
 * it is visible. For each control: lost (no effect within LOST_MS), and the time from the tap to its
 * effect, and past the page's ready time (<html data-hydrated>), over RUNS loads. The effect's time is
 * the animation frame that first shows it (see the init script below); until session 31 it was the
 * bench's own poll every 50 ms, which stamped it late by the poll's step and by any task the page ran
 * before the poll could.
 *
 * Usage, two builds served side by side and measured interleaved (each run goes through every build):
 *   BASES=main=http://localhost:3301,this=http://localhost:3302 RUNS=5 npx tsx bench/early-taps.ts
 * ONLY="size guide,menu" measures those controls alone (their names as in CONTROLS).
 * The builds must serve the same demo shop (each its own DATA_DIR is fine: the seed is the same).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { collectionPath, productPath as productApiPath } from '../contract/api/paths';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { PHONE, throttleAsPhone } from './phone';
import { median, percentile } from './stats.mjs';

const BASES = (process.env.BASES ?? 'this=http://localhost:3000').split(',').map((pair) => {
  const [label, url] = pair.split('=');
  return { label: label!, url: url! };
});
const RUNS = Number(process.env.RUNS ?? 5);
/** An effect that has not come this long after the tap is a lost tap. */
const LOST_MS = 15_000;

interface Control {
  name: string;
  page: 'home' | 'collection' | 'product';
  /** What the shopper taps (a CSS selector), or F8 pressed once `main` shows. */
  tap: string | { key: 'F8' };
  /** A select: the option chosen. */
  choose?: string;
  /** True in the page once the tap's effect is there. */
  effect: string;
  /** The tap leaves the page (a link): its effect is the next page's address. */
  navigates?: RegExp;
}

const ALL_CONTROLS: Control[] = [
  {
    name: 'add to cart',
    page: 'product',
    tap: 'button.add-to-cart',
    // What the button does: the line is in the cart, and the drawer shows it (the count alone comes
    // first when the drawer's code is late, so it would say the tap was done while the shopper waits).
    effect: `document.querySelector('[data-testid=cart-count]')?.textContent === '1' && !!document.querySelector('.cart-drawer [role=dialog] li')`,
  },
  {
    name: 'a colour',
    page: 'product',
    tap: 'label.pdp-swatch:has(input:not(:checked):not(:disabled))',
    effect: `new URLSearchParams(location.search).get('color') === window.__chosen`,
  },
  {
    name: 'a size',
    page: 'product',
    tap: 'label.pdp-size:has(input:not(:checked):not(:disabled))',
    effect: `new URLSearchParams(location.search).get('size') === window.__chosen`,
  },
  {
    name: 'quantity +',
    page: 'product',
    tap: 'button[data-step="1"]',
    // The app has the number: the page is ready and the field still says 2.
    effect: `document.documentElement.dataset.hydrated === 'true' && document.querySelector('input[data-min]')?.value === '2'`,
  },
  {
    name: 'size guide',
    page: 'product',
    tap: 'button.size-guide__trigger',
    effect: `!!document.querySelector('[role=dialog] table')`,
  },
  {
    name: 'wishlist heart',
    page: 'product',
    tap: '.pdp button.wishlist-toggle',
    effect: `document.querySelector('.pdp button.wishlist-toggle')?.getAttribute('aria-pressed') === 'true'`,
  },
  {
    name: 'cart button',
    page: 'home',
    tap: 'button.cart-button',
    effect: `!!document.querySelector('.cart-drawer [role=dialog]')`,
  },
  {
    name: 'menu',
    page: 'home',
    tap: 'button.site-header__menu',
    effect: `!!document.querySelector('[role=dialog]')`,
  },
  {
    name: 'search',
    page: 'home',
    tap: 'button.header-search__toggle',
    effect: `!!document.querySelector('.header-search__panel[data-open] input')`,
  },
  {
    name: "slider's next",
    page: 'home',
    tap: 'button.carousel__arrow[aria-label="Next slide"]',
    effect: `document.querySelector('.carousel__dot[aria-current=true]')?.getAttribute('aria-label') === 'Go to slide 2'`,
  },
  {
    name: 'language link',
    page: 'home',
    tap: 'a.language-switcher',
    effect: 'true',
    navigates: /localhost:\d+\/(\?.*)?$/,
  },
  {
    name: 'F8',
    page: 'home',
    tap: { key: 'F8' },
    effect: `!!document.activeElement?.classList.contains('toast-region')`,
  },
  {
    name: 'a sort choice',
    page: 'collection',
    tap: '.listing-toolbar__sort select',
    choose: 'price_asc',
    effect: `new URLSearchParams(location.search).get('sort') === 'price_asc'`,
  },
  {
    name: 'filters',
    page: 'collection',
    tap: 'button.listing-toolbar__filters',
    effect: `!!document.querySelector('[role=dialog]')`,
  },
];

const ONLY = process.env.ONLY?.split(',').map((name) => name.trim());
const CONTROLS = ONLY ? ALL_CONTROLS.filter((c) => ONLY.includes(c.name)) : ALL_CONTROLS;

/** A product with a size guide, several colours and sizes, and a variant well in stock. */
async function productPath(base: string): Promise<string> {
  const get = async (path: string) => (await (await fetch(new URL(path, base))).json()).data;
  const list = await get(collectionPath('', { lang: 'en', per_page: 100 }));
  for (const { slug } of list.items as { slug: string }[]) {
    const p = await get(productApiPath(slug, { lang: 'en' }));
    const variants = p.variants as { color: string; size: string; stock: number }[];
    const colors = new Set(variants.filter((v) => v.stock > 0).map((v) => v.color));
    const sizes = new Set(variants.filter((v) => v.stock > 0).map((v) => v.size));
    const v = variants.find((x) => x.stock > 20);
    if (p.size_guide && colors.size > 1 && sizes.size > 1 && v)
      return `/en/product/${slug}?color=${v.color}&size=${encodeURIComponent(v.size)}`;
  }
  throw new Error('no product with a size guide, colours and sizes in stock');
}

const PATHS = { home: '/en', collection: '/en/collection/women' } as const;

interface Result {
  lost: boolean;
  tapToEffect: number;
  /** How long after the page said it was ready the effect came (0 if before); null when it left the page. */
  pastReady: number | null;
  readyAfterTap: number | null;
}

async function once(browser: Browser, base: string, path: string, c: Control): Promise<Result> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...PHONE,
    locale: 'en-US',
    // The effects are checked with expressions the page evaluates; the shop's CSP allows no eval.
    bypassCSP: true,
  });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  // The ready time, as the page's own clock says it (epoch ms, comparable with this process's).
  await page.addInitScript(() => {
    const w = window as unknown as { __readyAt?: number };
    // The document itself: its <html> may not be parsed yet when this runs.
    new MutationObserver(() => {
      if (w.__readyAt === undefined && document.documentElement?.dataset.hydrated === 'true')
        w.__readyAt = performance.timeOrigin + performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  // When the effect is first on screen: checked at every change to the page (and focus, and every 50
  // ms for anything else), stamped in the next animation frame, the one that paints it. Polling from
  // the bench stamped it only once the page's main thread was free again, after whatever work the app
  // had put off until the frame was painted. A string: the init script runs in the page as written.
  await page.addInitScript(`(() => {
    const check = new Function('return (' + ${JSON.stringify(c.effect)} + ')');
    let seen = false;
    function see() {
      let on = false;
      try { on = !!document.documentElement && !!check(); } catch (_) {}
      if (seen || !on) return;
      seen = true;
      clearInterval(poll);
      requestAnimationFrame(() => { window.__effectAt = performance.timeOrigin + performance.now(); });
    }
    new MutationObserver(see).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    addEventListener('focusin', see, true);
    const poll = setInterval(see, 50);
  })();`);
  try {
    await page.goto(new URL(path, base).href, { waitUntil: 'commit' });
    let tapAt: number;
    if (typeof c.tap === 'string') {
      const target = page.locator(c.tap).first();
      await target.waitFor({ state: 'visible', timeout: LOST_MS });
      await target.evaluate((el) => {
        (window as unknown as { __chosen?: string }).__chosen =
          el.querySelector('input')?.value ?? undefined;
      });
      tapAt = Date.now();
      if (c.choose) await target.selectOption(c.choose, { timeout: LOST_MS });
      else await target.tap({ timeout: LOST_MS, noWaitAfter: true });
    } else {
      await page.locator('main').waitFor({ state: 'visible', timeout: LOST_MS });
      tapAt = Date.now();
      await page.keyboard.press(c.tap.key);
    }
    if (c.navigates) {
      await page.waitForURL(c.navigates, { timeout: LOST_MS, waitUntil: 'commit' });
      return { lost: false, tapToEffect: Date.now() - tapAt, pastReady: null, readyAfterTap: null };
    }
    const effectAt = await page
      .waitForFunction('window.__effectAt', undefined, { timeout: LOST_MS, polling: 100 })
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch(() => null);
    const readyAt = await page.evaluate(
      () => (window as unknown as { __readyAt?: number }).__readyAt ?? null,
    );
    if (effectAt === null)
      return { lost: true, tapToEffect: NaN, pastReady: null, readyAfterTap: null };
    return {
      lost: false,
      tapToEffect: effectAt - tapAt,
      pastReady: readyAt === null ? null : Math.max(0, effectAt - Math.max(readyAt, tapAt)),
      readyAfterTap: readyAt === null ? null : readyAt - tapAt,
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const product = await productPath(BASES[0]!.url);
const results = new Map<string, Result[]>();
for (let run = 1; run <= RUNS; run++) {
  for (const c of CONTROLS) {
    for (const { label, url } of BASES) {
      const path = c.page === 'product' ? product : PATHS[c.page];
      const r = await once(browser, url, path, c).catch((error: unknown) => {
        console.error(`${label} ${c.name}: ${String(error).split('\n')[0]}`);
        return { lost: true, tapToEffect: NaN, pastReady: null, readyAfterTap: null };
      });
      const key = `${c.name}|${label}`;
      results.set(key, [...(results.get(key) ?? []), r]);
      console.error(
        `run ${run} ${label.padEnd(5)} ${c.name.padEnd(15)} ${r.lost ? 'LOST' : `${r.tapToEffect} ms`}${r.pastReady === null ? '' : `, ${Math.round(r.pastReady)} ms past ready`}`,
      );
    }
  }
}
await browser.close();

const fmt = (values: number[]) =>
  values.length
    ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
    : '–';
console.log(
  `| control | ${BASES.map(({ label }) => `${label}: lost | ${label}: tap → effect, ms median (range) | ${label}: past ready, ms p95`).join(' | ')} |`,
);
console.log(`|---|${BASES.map(() => '---|---|---').join('|')}|`);
const allPast = new Map<string, number[]>();
for (const c of CONTROLS) {
  const cells = BASES.map(({ label }) => {
    const rs = results.get(`${c.name}|${label}`) ?? [];
    const kept = rs.filter((r) => !r.lost);
    const past = kept.flatMap((r) => (r.pastReady === null ? [] : [r.pastReady]));
    allPast.set(label, [...(allPast.get(label) ?? []), ...past]);
    return `${rs.length - kept.length} of ${rs.length} | ${fmt(kept.map((r) => r.tapToEffect))} | ${past.length ? Math.round(percentile(past, 95)) : '–'}`;
  });
  console.log(`| ${c.name} | ${cells.join(' | ')} |`);
}
for (const { label } of BASES) {
  const past = allPast.get(label) ?? [];
  const lost = CONTROLS.reduce(
    (n, c) => n + (results.get(`${c.name}|${label}`) ?? []).filter((r) => r.lost).length,
    0,
  );
  console.log(
    `${label}: ${lost} lost of ${CONTROLS.length * RUNS}; past ready p95 over every control ${past.length ? Math.round(percentile(past, 95)) : '–'} ms`,
  );
}
