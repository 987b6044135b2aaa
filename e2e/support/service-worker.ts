import type { Page } from '@playwright/test';

/** Resolves once a service worker is active for the page and controls it (clientsClaim ran). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout,
  });
}
