/**
 * The route table's page modules, as src/app/routes.tsx imports them (`name: () => import('./pages/x')`),
 * read from its source: the build (scripts/route-assets.ts) and the tests that keep the other lists of
 * pages in step use the app's own list rather than a copy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROUTE_TABLE = resolve(import.meta.dirname, '../src/app/routes.tsx');

/** Each route's page module, by route name: `src/app/pages/x.tsx`. */
export function appPageModules(source = readFileSync(ROUTE_TABLE, 'utf8')): Record<string, string> {
  const pairs = [...source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/pages\/([\w-]+)'\)/gm)];
  return Object.fromEntries(pairs.map(([, name, file]) => [name, `src/app/pages/${file}.tsx`]));
}
