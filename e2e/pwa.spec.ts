import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from './support/test';
import { expect, test } from './support/persistent-context';
import { waitForServiceWorker } from './support/service-worker';
import { E2E_DIST_DIR } from './support/browser';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface ManifestJson {
  id: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
  shortcuts: { url: string }[];
}

test('after one visit the shell opens offline, in Vietnamese at / and English at /en', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toBeVisible();

  // Never visited online: the precached shell and the English messages chunk must be enough.
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the web app manifest passes Chromium installability checks', async ({
  persistentContext,
}) => {
  const page = persistentContext.pages()[0] ?? (await persistentContext.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);

  const cdp = await persistentContext.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const json = JSON.parse(manifest.data ?? '{}') as ManifestJson;
  expect(json).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
  expect(json.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  expect(json.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(json.shortcuts.map((s) => s.url)).toEqual(['/cart', '/wishlist']);
  for (const { src } of [...json.icons, ...json.screenshots]) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toContain('image/png');
  }
  // The page's own icons are PNGs too: Chromium decodes an SVG favicon on the page's main thread.
  const pageIcons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(pageIcons).toHaveLength(2);
  for (const href of pageIcons) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toContain('image/png');
  }
});

test('/build.json is served and must be revalidated', async ({ request }) => {
  const res = await request.get('/build.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-cache');
  const body = (await res.json()) as { id?: unknown; built_at?: unknown };
  expect(typeof body.id).toBe('string');
  expect(Number.isNaN(Date.parse(String(body.built_at)))).toBe(false);
});

test.describe('the update prompt', () => {
  // A release is deployed into the dist folder while the test runs. sw.js has to change on disk:
  // Chromium fetches the worker script for an update check in the browser process, which neither
  // page.route, context.route nor a browser-level CDP Fetch sees (tried), and the server re-reads a
  // file whose mtime or size changed. Everything else is routed in this test's context only: the new
  // build id and the new index.html. So a parallel spec that checks for a worker update in the window
  // gets a worker whose precache holds the unchanged shell. sw.js is restored even when the test fails.
  const swFile = join(E2E_DIST_DIR, 'sw.js');
  let original: Buffer | null = null;
  test.afterEach(async () => {
    if (original) await writeFile(swFile, original);
    original = null;
  });

  /** The next release: a new build id, an index.html with a release meta, and the worker that precaches it. */
  async function deploy(context: BrowserContext): Promise<{ buildJsonReads: () => number }> {
    const current = JSON.parse(await readFile(join(E2E_DIST_DIR, 'build.json'), 'utf8')) as {
      id: string;
    };
    let reads = 0;
    await context.route('**/build.json', (route) => {
      reads++;
      return route.fulfill({
        json: { id: `${current.id}-e2e-next`, built_at: new Date().toISOString() },
        headers: { 'Cache-Control': 'no-cache' },
      });
    });
    // The new worker's precache fetches /index.html itself; the worker's requests are routed too.
    await context.route(
      (url) => url.pathname === '/index.html',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace(
          '<head>',
          '<head>\n    <meta name="e2e-release" content="2" />',
        );
        await route.fulfill({ response: res, body });
      },
    );
    original = await readFile(swFile);
    const before = original.toString('utf8');
    const next = before.replace(
      /("revision":")([0-9a-f]+)(","url":"index\.html")/,
      (_, open: string, rev: string, close: string) => `${open}e2e-next-${rev}${close}`,
    );
    expect(next, 'index.html in the precache manifest').not.toBe(before);
    await writeFile(swFile, next);
    return { buildJsonReads: () => reads };
  }

  test('appears when the hourly poll finds a new build, stays away from checkout, and Reload brings it', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000); // two cores shared with the server and another worker
    await page.clock.install();
    // A first visit to a page the server renders: it hands its data to the worker once the worker
    // controls it (KEEP_PAGE), which once left the worker's message event open, so the update below
    // could never take over.
    await page.goto('/cart');
    await waitForServiceWorker(page);
    const release = page.locator('meta[name="e2e-release"]');

    const { buildJsonReads } = await deploy(context);
    const reload = page.getByRole('button', { name: 'Tải lại' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(buildJsonReads()).toBe(0);
    await expect(reload).toBeHidden();

    // An hour on: the poll reads /build.json, sees another id and asks the registration for an update.
    await page.clock.fastForward('01:00:00');
    await expect.poll(buildJsonReads).toBeGreaterThan(0);
    await expect(page.getByText('Đã có phiên bản mới', { exact: true })).toBeVisible();
    await expect(reload).toBeVisible();

    // A full load of checkout finds the worker still waiting but shows no prompt; leaving shows it again.
    await page.goto('/checkout/e2e-update-prompt-token-0001');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForTimeout(1500);
    await expect(reload).toBeHidden();
    // Set before the page starts: its deferred work may also begin by itself, after LEFT_ALONE_MS.
    const deferredWork = page.waitForResponse((res) => res.url().includes('/keep-offline-'));
    await page.goto('/en/cart');
    const reloadEn = page.getByRole('button', { name: 'Reload' });
    await expect(reloadEn).toBeVisible();
    await expect(release).toHaveCount(0); // still the old shell

    // The shopper has used the page first. Their first input starts the page's deferred work
    // (src/lib/engaged.ts): chunks fetched through the old worker, and KEEP_OFFLINE posted to it a
    // second later. Were Reload that first input, the new worker would wait for the old one to finish
    // that burst before activating (skipWaiting activates past an idle worker only): over 10 s once
    // on a loaded CI machine, though about 2 s here.
    await page.getByRole('heading', { level: 1 }).click();
    await deferredWork;
    await page.waitForTimeout(2000); // the KEEP_OFFLINE debounce, and the old worker's handling of it

    // Never reloads by itself, however long it waits; Reload activates the new worker and reloads once.
    await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
    await page.clock.fastForward('02:00:00');
    expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(true);
    let loads = 0;
    page.on('load', () => loads++);
    await reloadEn.click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(false);
    await expect(release).toHaveAttribute('content', '2');
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(false);
    await expect(reloadEn).toBeHidden();
  });
});
