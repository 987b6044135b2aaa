import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
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
// postgres user, who may not be able to reach a checkout under /root. One folder per checkout and demo shop.
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `storefront-e2e-${e2eShopKey()}`);

export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** Vietnamese is the shop's default; a vi browser keeps `/` from redirecting to `/en` on a first visit. */
export const BROWSER_LOCALE = 'vi-VN';

/**
 * One e2e shop per checkout and per version of the demo shop and the schema: the shop is seeded only
 * on its first start, so a folder kept from before a change to the demo data (new discount codes, say)
 * would lack it. A changed seed or migration makes a new folder; an unchanged one is reused (fast).
 */
function e2eShopKey(): string {
  const hash = createHash('sha1').update(process.cwd());
  const files = [
    'server/db/seed.ts',
    ...['server/db/demo', 'server/db/migrations']
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
      )
      .filter((f) => /\.(ts|sql|json)$/.test(f)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}
