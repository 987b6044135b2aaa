/**
 * Persistent browser profiles for tests that need what a real install keeps between launches:
 * installability checks, IndexedDB and the service worker surviving a browser restart.
 * Each profile lives in a fresh temp dir, deleted when the test ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { BASE_URL, BROWSER_LOCALE, CHROME_ARGS, CHROME_PATH } from './browser';
import { test as base, watch, watchMissingText } from './test';

export async function makeProfileDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'storefront-e2e-profile-'));
}

/** Launches (or relaunches, with the same dir) a persistent Chromium profile. */
export async function launchPersistent(
  userDataDir: string,
  baseURL = BASE_URL,
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    headless: true,
    baseURL,
    locale: BROWSER_LOCALE,
  });
  return watch(watchMissingText(context));
}

interface PersistentFixtures {
  /** The profile directory, for tests that close and relaunch the browser themselves. */
  profileDir: string;
  /** A persistent context on profileDir, closed after the test. */
  persistentContext: BrowserContext;
}

export const test = base.extend<PersistentFixtures>({
  profileDir: async ({ browserName }, use) => {
    void browserName; // fixtures must destructure something; the profile does not depend on it
    const dir = await makeProfileDir();
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },
  persistentContext: async ({ profileDir, baseURL }, use) => {
    const context = await launchPersistent(profileDir, baseURL ?? BASE_URL);
    await use(context);
    await context.close();
  },
});

export { expect } from './test';
