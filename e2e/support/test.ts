/**
 * Playwright's `test`, with every navigation (goto, reload, back, forward) waiting for a
 * server-rendered page to be hydrated: its HTML is on screen before its buttons answer, and a real
 * shopper's early tap is lost in the same way, but a test should act on the page it means to test.
 * Pages without server state (the app shell, API answers) are not waited for. A context a test
 * makes itself waits too once passed through `watch`. Every spec imports `test` and `expect` here.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ waitForHydration: boolean }>({
  // Off for pages that cannot hydrate (javaScriptEnabled: false).
  waitForHydration: [true, { option: true }],
  context: async ({ context, waitForHydration }, use) => {
    const missing = watchMissingText(context);
    await use(waitForHydration ? watch(context) : context);
    expect(missing, 'text shown before its part of the messages loaded').toEqual([]);
  },
});

/**
 * The messages react-intl did not find, as its console errors report them: an id shown instead of
 * text, because a part of the messages (src/lib/i18n/message-parts.ts) had not loaded with the code
 * that shows it. Every test checks that there are none.
 */
function watchMissingText(context: BrowserContext): string[] {
  const missing: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text.includes('MISSING_TRANSLATION')) missing.push(text);
  });
  return missing;
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
