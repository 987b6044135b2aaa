/**
 * First-load JavaScript of a route: loads it in Chromium against a running server and adds up
 * the gzip size of every script the page fetched before the network went idle.
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/first-load.ts / /collection/women /product/<slug>
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
for (const route of routes) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.size} scripts`);
  for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KiB  ${new URL(url).pathname}`);
  }
  await context.close();
}
await browser.close();
