import type { Page } from '@playwright/test';

/**
 * Opens `path` as an in-app navigation: the app renders it on the device with its own API reads (the
 * way a shopper reaches most pages), where a first visit would get the server's rendered HTML.
 * It starts from the cart, a page the server leaves to the app.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const start = path.startsWith('/en') ? '/en/cart' : '/cart';
  if (new URL(page.url(), 'http://x').pathname !== start) await page.goto(start);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
