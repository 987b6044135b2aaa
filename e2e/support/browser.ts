import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
// In the temp folder, whatever the checkout's path: run as root, the embedded database runs as the
// postgres user, who may not be able to reach a checkout under /root. One folder per checkout.
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ??
  join(
    tmpdir(),
    `storefront-e2e-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`,
  );
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** Vietnamese is the shop's default; a vi browser keeps `/` from redirecting to `/en` on a first visit. */
export const BROWSER_LOCALE = 'vi-VN';
