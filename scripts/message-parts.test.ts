/**
 * The private part of the messages loads only with the private screens (message-parts.ts), so no
 * other code may show a private message: it would show its id instead. This reads the app's sources
 * (src/lib/i18n/message-parts.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { PRIVATE_SCREENS } from '../contract/routes';
import { messagesOf, partOf } from '../src/lib/i18n/message-parts';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

/** Where private messages may be used: the private features and the private screens' pages. */
const PRIVATE_PLACES = [
  'src/features/account/',
  'src/features/checkout/',
  'src/features/orders/',
  ...[...PRIVATE_SCREENS].map((name) => `src/app/pages/${name}-page.tsx`),
];
const isPrivatePlace = (file: string) => PRIVATE_PLACES.some((place) => file.startsWith(place));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The private message ids (or id prefixes, from template strings) a source names. */
function privateIds(code: string): string[] {
  const ids = code.match(/(?<=['"`])(account|checkout|orders)\.[\w.-]*/g) ?? [];
  return ids.filter((id) => partOf(id) === 'private');
}

// message-parts.ts names the prefixes themselves.
const files = sources(src)
  .map((path) => ({
    path,
    file: relative(root, path).replaceAll('\\', '/'),
    code: readFileSync(path, 'utf8'),
  }))
  .filter(({ file }) => file !== 'src/lib/i18n/message-parts.ts');

describe('message parts', () => {
  it('put the private screens’ text in the private part, and the rest in the core', () => {
    expect(partOf('checkout.title')).toBe('private');
    expect(partOf('orders.empty')).toBe('private');
    expect(partOf('account.login.title')).toBe('private');
    expect(partOf('account.merge.title')).toBe('core');
    expect(partOf('cart.title')).toBe('core');
    const catalogue = en as Record<string, string>;
    const core = messagesOf(catalogue, 'core');
    const own = messagesOf(catalogue, 'private');
    expect(Object.keys(core).length + Object.keys(own).length).toBe(Object.keys(en).length);
    expect({ ...core, ...own }).toEqual(en);
  });

  it('find the private ids a source names', () => {
    expect(
      privateIds(`t('checkout.title'); t(\`orders.status.\${s}\`); t("account.merge.cut")`),
    ).toEqual(['checkout.title', 'orders.status.']);
  });

  it('are used only where the private part has loaded', () => {
    const misplaced = files
      .filter(({ file }) => !isPrivatePlace(file))
      .flatMap(({ file, code }) => privateIds(code).map((id) => `${file}: ${id}`));
    expect(misplaced).toEqual([]);
  });

  it('reach no other screen through an import of a private module', () => {
    const usesPrivate = new Set(
      files.filter(({ code }) => privateIds(code).length > 0).map(({ path }) => path),
    );
    const leaks = files
      .filter(({ file }) => !isPrivatePlace(file))
      .flatMap(({ path, file, code }) =>
        [...code.matchAll(/from '(\.[^']+)'/g)]
          .map((m) => resolve(dirname(path), m[1]!))
          .filter((target) => usesPrivate.has(`${target}.ts`) || usesPrivate.has(`${target}.tsx`))
          .map((target) => `${file} imports ${relative(root, target)}`),
      );
    expect(leaks).toEqual([]);
  });
});
