import type { Page } from '@playwright/test';

/**
 * Resolves once a service worker is active for the page, controls it (clientsClaim ran), and has
 * stored the whole shell.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout,
  });
  // Controlled means the shell's first stage is in; the screens the specs open offline without a visit
  // (cart, checkout, orders) are its second stage, fetched after control (docs/decisions/039).
  const filled = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data === true);
        navigator.serviceWorker.controller!.postMessage({ type: 'SHELL_FILLED' }, [channel.port2]);
      }),
  );
  if (!filled) throw new Error("the worker could not store the shell's code");
}
