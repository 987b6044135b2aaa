/**
 * Every part of the messages but the core loads only with the screens and lazy parts that show it
 * (src/lib/i18n/message-parts.ts), so no other code may show its text: it would show the id instead. This reads the app's sources and follows its imports from the entries.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import type { RouteName } from '../contract/routes';
import { MESSAGE_PARTS, messagesOf, partOf, type LaterPart } from '../src/lib/i18n/message-parts';
import { screenParts } from '../src/lib/i18n/screen-parts';
import { appPageModules } from './page-modules';

const root = resolve(import.meta.dirname, '..');
const catalogue = en as Record<string, string>;
const ids = Object.keys(catalogue);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The parts of the messages a source shows: its ids in quotes, and the ids an id template
 * (`color.${name}`) can make.
 */
function partsShown(code: string): Set<string> {
  const whole = code.match(/(?<=['"`])[a-zA-Z][\w-]*(\.[\w-]+)+(?=['"`])/g) ?? [];
  const prefixes = code.match(/(?<=`)[a-zA-Z][\w-]*(\.[\w-]+)*\.(?=\$\{)/g) ?? [];
  const shown = [
    ...whole.filter((id) => id in catalogue),
    ...prefixes.flatMap((prefix) => ids.filter((id) => id.startsWith(prefix))),
  ];
  return new Set(shown.map(partOf));
}

const file = (path: string) => relative(root, path).replaceAll('\\', '/');

const modules = new Map(
  sources(join(root, 'src'))
    .filter((path) => !path.endsWith('message-parts.ts'))
    .map((path) => [file(path), readFileSync(path, 'utf8')]),
);

/** A relative import's module, as a key of `modules`, or null for a file outside them. */
function resolveImport(from: string, specifier: string): string | null {
  const base = file(resolve(root, dirname(from), specifier));
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => modules.has(f));
  return found ?? null;
}

const pageRoutes = new Map(
  Object.entries(appPageModules()).map(([route, page]) => [page, route as RouteName]),
);

/**
 * What a module loads with it, and how: `static` imports, and `lazy` ones with the parts of the
 * messages they load along (a route's parts, or the later part through lazyWithMessages).
 */
function importsOf(from: string): { target: string; parts: LaterPart[] }[] {
  // A type-only import is gone from the build: it loads nothing.
  const code = modules.get(from)!.replace(/^import type [^;]+;$/gm, '');
  const found: { target: string; parts: LaterPart[] }[] = [];
  // A component rendered inside `<MessagesPart parts={[…]}>` (lib/i18n/messages-part.tsx) has those
  // parts loaded before it renders: its static import carries them.
  const wrapped = new Map<string, LaterPart[]>();
  for (const m of code.matchAll(/<MessagesPart parts=\{\[([^\]]*)\]\}>\s*<(\w+)/g))
    wrapped.set(
      m[2]!,
      [...m[1]!.matchAll(/'(\w+)'/g)].map((p) => p[1] as LaterPart),
    );
  // A bare `import './x'` (search-page.tsx's of the collection page, for the bundler's chunks) puts
  // nothing on screen: no component of it is rendered, so it is not followed.
  for (const m of code.matchAll(/import \{ (\w+) \} from '(\.[^']+)'/g)) {
    const target = resolveImport(from, m[2]!);
    if (target) found.push({ target, parts: (m[1] && wrapped.get(m[1])) || [] });
  }
  for (const m of code.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolveImport(from, m[1]!);
    if (target && !found.some((f) => f.target === target)) found.push({ target, parts: [] });
  }
  for (const m of code.matchAll(/import\('(\.[^']+)'\)/g)) {
    const target = resolveImport(from, m[1]!);
    if (!target) continue;
    const route = from === 'src/app/routes.tsx' ? pageRoutes.get(target) : undefined;
    // The statement the import is in: from the last line before it that starts unindented (not a
    // comment) to the first after it that does (its closing `);`).
    const before = code.slice(0, m.index).split('\n');
    const start = before.findLastIndex((line) => /^[^\s/*]/.test(line));
    const after = code.slice(m.index).split('\n');
    const end = after.findIndex((line, i) => i > 0 && /^\S/.test(line));
    const statement = [...before.slice(start), ...after.slice(1, end + 1)].join('\n');
    const parts: LaterPart[] = route
      ? screenParts(route)
      : statement.includes('lazyWithMessages(')
        ? ['later']
        : statement.includes('lazyPart')
          ? partsNamed(statement)
          : [];
    found.push({ target, parts });
  }
  return found;
}

/** The parts a `lazyPart(load, ['later'])` call names: its last argument's literals. */
function partsNamed(statement: string): LaterPart[] {
  const list = /\[((?:\s*'\w+',?)+)\s*\],?\s*\)/.exec(statement)?.[1] ?? '';
  return [...list.matchAll(/'(\w+)'/g)].map((m) => m[1] as LaterPart);
}

/** The modules that show `part`'s text with nothing loading it: their paths from an entry. */
function unloaded(part: LaterPart): string[] {
  const path = new Map<string, string>();
  const queue = ['src/main.tsx', 'src/entry-server.tsx'];
  for (const entry of queue) path.set(entry, entry);
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const { target, parts } of importsOf(from)) {
      if (parts.includes(part) || path.has(target)) continue;
      path.set(target, `${path.get(from)} → ${target}`);
      queue.push(target);
    }
  }
  return [...path].filter(([f]) => partsShown(modules.get(f)!).has(part)).map(([, p]) => p);
}

describe('message parts', () => {
  it('split the catalogue by id', () => {
    expect(partOf('checkout.title')).toBe('private');
    expect(partOf('orders.empty')).toBe('private');
    expect(partOf('account.login.title')).toBe('private');
    expect(partOf('account.merge.title')).toBe('later');
    expect(partOf('cart.title')).toBe('later');
    expect(partOf('cart.add')).toBe('core');
    expect(partOf('product.sizeGuide')).toBe('later');
    expect(partOf('product.sizeGuide.caption')).toBe('later');
    expect(partOf('common.close')).toBe('core');
    expect(partOf('home.hero')).toBe('home');
    expect(partOf('catalog.sort.newest')).toBe('collection');
    expect(partOf('catalog.filters.button')).toBe('collection');
    expect(partOf('catalog.filters.category')).toBe('later');
    expect(partOf('product.gallery')).toBe('later');
    expect(partOf('product.gallery.next')).toBe('later');
    expect(partOf('product.description')).toBe('product');
    expect(partOf('product.stock.in')).toBe('product');
    expect(partOf('product.stock.low')).toBe('core');
    expect(partOf('product.sale')).toBe('core');
    const split = MESSAGE_PARTS.map((part) => messagesOf(catalogue, part));
    expect(split.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(ids.length);
    expect(Object.assign({}, ...split)).toEqual(catalogue);
  });

  it('find the parts a source shows', () => {
    expect(partsShown(`t('checkout.step.review'); x("common.close")`)).toEqual(
      new Set(['private', 'core']),
    );
    expect(partsShown('t(`pwa.update.${key}`)')).toEqual(new Set(['later']));
    expect(partsShown(`import './x.css'; fetch('api.example.com')`)).toEqual(new Set());
  });

  it('follow the imports, lazy ones with the parts they load', () => {
    expect(importsOf('src/app/routes.tsx')).toContainEqual({
      target: 'src/app/pages/checkout-page.tsx',
      parts: ['later', 'private'],
    });
    expect(importsOf('src/app/routes.tsx')).toContainEqual({
      target: 'src/app/pages/product-page.tsx',
      parts: ['product'],
    });
  });

  for (const part of MESSAGE_PARTS.filter((p): p is LaterPart => p !== 'core'))
    it(`show the ${part} part only where it loads`, () => {
      expect(unloaded(part)).toEqual([]);
    });
});
