/**
 * e2e against the production build served by the real server, in the system Chromium
 * (CHROME_PATH or /usr/bin/chromium; browsers are never downloaded). `npm run build` comes first.
 */
import { mkdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { storeInfoPath } from './contract/api/paths';
import {
  BASE_URL,
  BROWSER_LOCALE,
  CHROME_ARGS,
  CHROME_PATH,
  E2E_DATA_DIR,
  E2E_DIST_DIR,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './e2e/support/browser';

const CI = Boolean(process.env.CI);
/** The store settings' spec: see the projects below. */
const SHOP_WIDE = /admin-settings\.spec\.ts$/;
// The e2e shop's own database, apart from the dev one; it persists between runs (seeded once).
mkdirSync(E2E_DATA_DIR, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  // Two workers, the server and Chromium share 2 cores, on a host shared with others: a page's start
  // took up to 13 s there (CI, stops 48-49). Speed is the bench's to measure (bench/), not an assertion's.
  expect: { timeout: 20_000 },
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: BROWSER_LOCALE,
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    trace: 'retain-on-failure',
    // Most specs test screens, not the worker: without it a fresh context does not precache the whole
    // shell first (which doubled CI's e2e time). The worker's own specs opt in with serviceWorkers 'allow'.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SHOP_WIDE },
    // Specs that change what every page shows (the shop's name, its shipping prices) for a moment run
    // once all the others are done, so that none of them reads the shop mid-change.
    {
      name: 'shop-wide',
      use: { browserName: 'chromium' },
      testMatch: SHOP_WIDE,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // The shop's mail server: the shop keeps no mail's body once sent, so tests read the inbox.
      command: 'node e2e/support/smtp-sink.mjs',
      env: { SMTP_PORT: String(E2E_SMTP_PORT), MAIL_DIR: E2E_MAIL_DIR },
      port: E2E_SMTP_PORT,
      reuseExistingServer: !CI,
    },
    {
      // The compiled server on plain node, as `npm start` runs it (`npm run build` made it).
      command: 'node --enable-source-maps dist-server/index.js',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        DIST_DIR: E2E_DIST_DIR,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      },
      url: `${BASE_URL}${storeInfoPath()}`,
      timeout: 180_000,
      reuseExistingServer: !CI,
      stdout: 'pipe',
      stderr: 'pipe',
      // As an operator stops it: the server drains, stops its PostgreSQL and exits (else the group is killed).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
