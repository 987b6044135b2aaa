/**
 * A server-rendered page's start, as the specs about it watch it: its hydration's complaints, and the
 * app's scripts held back so the window before the page is ready is as wide as a test needs.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/** Console errors and warnings that speak of hydration (React's own, or main.tsx's report). */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/hydrat|#418|#419|#421|#422|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds every script of the app (not the page's inline head script) until `release` is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
