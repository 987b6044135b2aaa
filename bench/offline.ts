/**
 * Offline figures for issue 5:
 * - the time to show a seen product page offline: navigation start to the product's first picture
 *   painted (its largest-contentful-paint entry), median of 5 offline loads, on a desktop-sized page with
 *   the service worker in control and no CPU throttling;
 * - the precache: how many files the service worker keeps and their size on disk (dist/sw.js's manifest).
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/offline.ts [product-slug]   (after `npm run build`)
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { median } from './stats.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const slug = process.argv[2] ?? 'classic-pullover-hoodie';
const dist = process.env.DIST_DIR ?? 'dist';

async function precache(): Promise<{ entries: number; kib: number }> {
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  let bytes = 0;
  for (const url of urls) bytes += (await stat(join(dist, url))).size;
  return { entries: urls.length, kib: bytes / 1024 };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const context = await browser.newContext({ locale: 'vi-VN' });
const page = await context.newPage();
await page.goto(`${base}/`);
await page.evaluate(async () => void (await navigator.serviceWorker.ready));
await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
// The one online visit: the product's read and the picture the gallery picks land in the worker's caches.
await page.goto(`${base}/product/${slug}`);
await page
  .locator('.pdp-gallery img')
  .first()
  .evaluate((img: HTMLImageElement) => img.decode());
await context.setOffline(true);

const times: number[] = [];
for (let i = 0; i < 5; i++) {
  await page.goto(`${base}/product/${slug}`);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const own = list
            .getEntries()
            .filter((e) =>
              (e as PerformanceEntry & { element?: Element }).element?.closest('.pdp-gallery'),
            );
          if (own.length > 0) resolve(own[own.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  times.push(lcp);
}
const { entries, kib } = await precache();
console.log(
  `seen product offline, navigation → first picture painted: median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
);
console.log(`precache: ${entries} files, ${kib.toFixed(0)} KiB on disk (uncompressed)`);
await browser.close();
