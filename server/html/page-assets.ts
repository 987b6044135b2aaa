/**
 * What a server-rendered page needs from the build, by vite's manifest (dist/.vite/manifest.json):
 * its route chunk's stylesheets (inlined in its head, so nothing is unstyled before the chunk
 * loads), the app's entry and the boot script that starts it, and the stylesheets' text.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteName } from '../../contract/routes';
import { readBuildFile } from './template';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

/** The pages the server renders, by their source (the keys of the manifest; see src/app/routes.tsx). */
export const PAGE_SOURCES: Partial<Record<RouteName, string>> = {
  home: 'src/app/pages/home-page.tsx',
  page: 'src/app/pages/content-page.tsx',
  event: 'src/app/pages/event-page.tsx',
  product: 'src/app/pages/product-page.tsx',
  collection: 'src/app/pages/collection-page.tsx',
  search: 'src/app/pages/search-page.tsx',
  cart: 'src/app/pages/cart-page.tsx',
  checkout: 'src/app/pages/checkout-page.tsx',
  login: 'src/app/pages/login-page.tsx',
};

/**
 * Parts every catalog page renders through a lazy chunk of their own (the card actions, the header's
 * cart badge): their CSS is inlined too, or the page's first paint would show them unstyled until the
 * app has loaded.
 */
const ON_EVERY_PAGE = [
  'src/app/card-actions-impl.tsx',
  'src/features/cart/components/cart-badge.tsx',
];

export interface PageAssets {
  styles: string[];
}

/** The app's entry and the boot script that starts it on a server-rendered page (src/boot.ts). */
export interface EntryAssets {
  entry: string;
  boot: string;
}

/** vite's manifest of the build (re-read when a build replaces it); null without one. */
export function readManifest(distDir: string): Promise<Manifest | null> {
  return readBuildFile(
    join(distDir, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );
}

/** The stylesheets (as `/…` URLs) the route's chunk needs beyond the entry's; none when unknown. */
export function pageAssets(manifest: Manifest, route: RouteName | null): PageAssets {
  const source = route ? PAGE_SOURCES[route] : undefined;
  if (!source || !manifest[source]) return { styles: [] };
  const parts = ON_EVERY_PAGE.filter((key) => manifest[key]);
  return assetsOf(manifest, [source, ...parts]);
}

/** The entry's and the boot script's URLs; null when the manifest does not name both. */
export function entryAssets(manifest: Manifest): EntryAssets | null {
  const entry = manifest['index.html']?.file;
  const boot = manifest['src/boot.ts']?.file;
  return entry && boot ? { entry: `/${entry}`, boot: `/${boot}` } : null;
}

const cssCache = new Map<string, string>();

/**
 * A built stylesheet's text, by its URL (`/assets/x-hash.css`), for inlining: hashed names never
 * change content, so each is read once. Null when it is not a file of the build.
 */
export async function cssText(distDir: string, href: string): Promise<string | null> {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  const path = join(distDir, href);
  const known = cssCache.get(path);
  if (known !== undefined) return known;
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text !== null) cssCache.set(path, text);
  return text;
}

/** The CSS of chunks and their static imports, depth first, leaving out the entry's (index.html has it). */
export function assetsOf(manifest: Manifest, keys: string[]): PageAssets {
  const inEntry = new Set<string>();
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, inEntry);
  const mine = new Set<string>();
  for (const key of keys) walk(key, mine, inEntry);
  const chunks = [...mine].map((k) => manifest[k]).filter((c): c is Chunk => Boolean(c));
  return { styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `/${f}`) };

  function walk(k: string, seen: Set<string>, skip?: Set<string>): void {
    if (seen.has(k) || skip?.has(k)) return;
    seen.add(k);
    for (const i of manifest[k]?.imports ?? []) walk(i, seen, skip);
  }
}
