/**
 * Playwright's `test`. Navigations do not wait for the page to be ready: a test taps as a shopper
 * does, the moment a control shows, and a tap made before the page is ready is kept and carried out
 * (contract/early-input-script.ts, issue 38). Until then the helpers waited for hydration on every
 * navigation, which hid lost taps. `waitForHydration: true` (or `hydrated(page)`) is left for test
 * machinery that needs the app running, such as a fake clock that must not stop its start.
 * Every spec imports `test` and `expect` here.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ waitForHydration: boolean; missingText: void }>({
  // On only where test machinery needs the app running (see above); never to dodge a lost tap.
  waitForHydration: [false, { option: true }],
  // Every test, whatever contexts it opens (its own, or a persistent profile's).
  missingText: [
    async ({ browserName }, use) => {
      void browserName; // fixtures must destructure something; this one depends on nothing
      missing = [];
      await use();
      expect(missing, 'text shown before its part of the messages loaded').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, waitForHydration }, use) => {
    watchMissingText(context);
    await use(waitForHydration ? watch(context) : context);
  },
});

/** The current test's messages that react-intl did not find, from every context it watches. */
let missing: string[] = [];

/**
 * Collects the messages react-intl did not find, as its console errors report them: an id shown
 * instead of text, because a part of the messages (src/lib/i18n/message-parts.ts) had not loaded with
 * the code that shows it. Every test checks that there are none; a context a test launches itself
 * (persistent-context.ts) is passed through this too.
 */
export function watchMissingText(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text.includes('MISSING_TRANSLATION')) missing.push(text);
  });
  return context;
}

const patched = new WeakSet<object>();

/** Makes every page of `context` wait for hydration on navigation. */
export function watch(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  context.on('page', waitOnNavigation);
  context.pages().forEach(waitOnNavigation);
  return context;
}

function waitOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const wrap =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      await hydrated(page);
      return response;
    };
  page.goto = wrap(page.goto.bind(page));
  page.reload = wrap(page.reload.bind(page));
  page.goBack = wrap(page.goBack.bind(page));
  page.goForward = wrap(page.goForward.bind(page));
}

/** Resolves once the page is hydrated, or at once when it is not a server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('server-state') ||
        document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 20_000 },
    )
    // A page that navigated on, closed, or has JavaScript off: the test's own checks decide.
    .catch(() => undefined);
}
