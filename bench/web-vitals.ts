/**
 * Lighthouse-style mobile figures without Lighthouse (it needs Node 22): Chromium with a 390x844
 * viewport, 4x CPU slowdown and a slow-4G network (CDP), no service worker, a cold cache; reports LCP,
 * CLS and TBT (sum of long-task time over 50 ms until the network is idle) for each route.
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/web-vitals.ts / /collection/women /product/<slug>
 */
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { PHONE, throttleAsPhone } from './phone';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
for (const route of routes) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...PHONE,
    locale: route.startsWith('/en') ? 'en-US' : 'vi-VN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { lcp: number; cls: number; tbt: number } };
    w.__vitals = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.__vitals.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__vitals.tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(new URL(route, base).href, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const v = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; cls: number; tbt: number } }).__vitals,
  );
  console.log(
    `${route}: LCP ${(v.lcp / 1000).toFixed(2)} s, CLS ${v.cls.toFixed(3)}, TBT ${Math.round(v.tbt)} ms`,
  );
  await context.close();
}
await browser.close();
