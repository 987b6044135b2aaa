import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/persistent-context';
import { waitForServiceWorker } from './support/service-worker';
import { E2E_DIST_DIR } from './support/browser';

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
  // A byte-different sw.js is a new release to the browser; the precache list is unchanged, so other
  // tests running meanwhile are unaffected. The file is restored even when the test fails.
  const swFile = join(E2E_DIST_DIR, 'sw.js');
  let original: Buffer | null = null;
  test.afterEach(async () => {
    if (original) await writeFile(swFile, original);
    original = null;
  });

  test('waits for the shopper, stays away from checkout, and reloads once on Reload', async ({
    page,
  }) => {
    await page.goto('/cart');
    await waitForServiceWorker(page);
    original = await readFile(swFile);
    await writeFile(swFile, Buffer.concat([original, Buffer.from('\n// e2e: next release\n')]));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const reload = page.getByRole('button', { name: 'Tải lại' });
    await expect(page.getByText('Đã có phiên bản mới', { exact: true })).toBeVisible();
    await expect(reload).toBeVisible();

    // A full load of checkout finds the worker still waiting but shows no prompt; leaving shows it again.
    await page.goto('/checkout/e2e-update-prompt-token-0001');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForTimeout(1500);
    await expect(reload).toBeHidden();
    await page.goto('/en/cart');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

    // Never reloads by itself; Reload activates the new worker and reloads exactly once.
    await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(true);
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(false);
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(false);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeHidden();
  });
});
