/** The one Chromium every e2e run uses: the system build (never a downloaded one), headless, quiet. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Overridable so several checkouts or builds can run their e2e side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'node_modules/.cache/e2e-data';
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** Vietnamese is the shop's default; a vi browser keeps `/` from redirecting to `/en` on a first visit. */
export const BROWSER_LOCALE = 'vi-VN';
