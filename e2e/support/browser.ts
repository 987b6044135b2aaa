import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The one Chromium every e2e run uses: the system build (never a downloaded one), headless, quiet. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright switches off in every Chromium it launches (playwright-core's
 * chromiumSwitches.ts). Chromium keeps only the last `--disable-features` on its command line, so
 * the one below must repeat them; browser.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium builds the desktop address bar's popup for every window it opens: a web page in a
 * renderer of its own, about 40 modules. Measured here, a new context and page cost 1.4 s of CPU with
 * it and 0.8 s without, and the e2e run is CPU-bound on CI's two cores. No page under test shows it.
 */
const WEBUI_OMNIBOX_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WEBUI_OMNIBOX_FEATURES].join(',')}`,
];

// Overridable so several checkouts or builds can run their e2e side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
// In the temp folder, whatever the checkout's path: run as root, the embedded database runs as the
// postgres user, who may not be able to reach a checkout under /root. One folder per checkout and demo shop.
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `storefront-e2e-${e2eShopKey()}`);

export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The e2e shop's mail server (smtp-sink.mjs), and the folder it keeps each message in. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1);
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mails');

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
