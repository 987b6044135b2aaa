/**
 * The route's own chunk, its stylesheets and the chunks it imports, from vite's build manifest
 * (dist/.vite/manifest.json): a server-rendered page links its CSS in the head (no unstyled flash
 * before the chunk loads) and preloads its JS, so hydration does not wait for a chain of imports.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteName } from '../../contract/routes';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/** The pages the server renders, by their source (the keys of the manifest; see src/app/routes.tsx). */
export const PAGE_SOURCES: Partial<Record<RouteName, string>> = {
  home: 'src/app/pages/home-page.tsx',
  page: 'src/app/pages/content-page.tsx',
  event: 'src/app/pages/event-page.tsx',
  product: 'src/app/pages/product-page.tsx',
  collection: 'src/app/pages/collection-page.tsx',
  search: 'src/app/pages/search-page.tsx',
};

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

let cached: { path: string; mtimeMs: number; manifest: Manifest } | null = null;

async function readManifest(distDir: string): Promise<Manifest | null> {
  const path = join(distDir, '.vite', 'manifest.json');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  if (cached?.path === path && cached.mtimeMs === info.mtimeMs) return cached.manifest;
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  cached = { path, mtimeMs: info.mtimeMs, manifest };
  return manifest;
}

/** The files (as `/…` URLs) the route's chunk needs beyond the entry's; none when unknown. */
export async function pageAssets(distDir: string, route: RouteName | null): Promise<PageAssets> {
  const source = route ? PAGE_SOURCES[route] : undefined;
  const manifest = source ? await readManifest(distDir) : null;
  if (!source || !manifest?.[source]) return { scripts: [], styles: [] };
  return assetsOf(manifest, source);
}

/** The chunk and its static imports, depth first, leaving out the entry's (index.html has them). */
export function assetsOf(manifest: Manifest, key: string): PageAssets {
  const inEntry = new Set<string>();
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, inEntry);
  const mine = new Set<string>();
  walk(key, mine, inEntry);
  const chunks = [...mine].map((k) => manifest[k]).filter((c): c is Chunk => Boolean(c));
  return {
    scripts: chunks.map((c) => `/${c.file}`),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `/${f}`),
  };

  function walk(k: string, seen: Set<string>, skip?: Set<string>): void {
    if (seen.has(k) || skip?.has(k)) return;
    seen.add(k);
    for (const i of manifest[k]?.imports ?? []) walk(i, seen, skip);
  }
}
