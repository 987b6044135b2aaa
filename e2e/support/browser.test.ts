import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './browser';

/** Playwright's own list, read from the source of the installed version. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's chromiumSwitches moved: check e2e/support/browser.ts");
  return Array.from(list.matchAll(/^\s*"(\w+)"/gm), (m) => m[1]!);
}

describe('the e2e browser', () => {
  it('switches off what Playwright does: Chromium keeps only the last --disable-features', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
  });

  it('passes one --disable-features, with the WebUI omnibox popup in it', () => {
    const flags = CHROME_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']),
    );
  });
});
