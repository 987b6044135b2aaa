/**
 * What the service worker precaches (docs/decisions/012): the shell, meaning index.html, the icons,
 * the manifest and every JS and CSS file the app can reach from its entry, except what is reached only
 * through ONLINE_ONLY modules. Those (and any file a later build drops) are cached at run time when
 * used (sw/routes/asset-cache.ts). The plugin reads the import graph of the finished bundle;
 * `filterManifest` is vite-plugin-pwa's manifestTransform, run after it on the precache list.
 */
import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Screens and pieces that show nothing offline unless they were seen online (so their files were
 * fetched then): content pages, events and search read data the worker only has once seen, and the
 * install card needs the browser's online install offer. Source paths from the project root.
 */
export const ONLINE_ONLY = [
  'src/app/pages/content-page.tsx',
  'src/app/pages/event-page.tsx',
  'src/app/pages/search-page.tsx',
  'src/features/pwa/install-card.tsx',
  'src/features/pwa/install-saved-watch.ts',
];

export interface ChunkNode {
  imports: string[];
  dynamicImports: string[];
  css: string[];
  isEntry: boolean;
  source: string | null;
}

/** The JS and CSS files reachable from the entries without passing through an online-only module. */
export function shellFiles(
  chunks: Map<string, ChunkNode>,
  onlineOnly: readonly string[],
): Set<string> {
  const shell = new Set<string>();
  const skip = new Set(onlineOnly);
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || shell.has(file)) return;
    shell.add(file);
    chunk.css.forEach((css) => shell.add(css));
    chunk.imports.forEach(visit);
    for (const target of chunk.dynamicImports) {
      const source = chunks.get(target)?.source;
      if (!source || !skip.has(source)) visit(target);
    }
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file);
  return shell;
}

function graphOf(bundle: Rollup.OutputBundle, root: string): Map<string, ChunkNode> {
  const chunks = new Map<string, ChunkNode>();
  for (const out of Object.values(bundle)) {
    if (out.type !== 'chunk') continue;
    const meta = (out as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    chunks.set(out.fileName, {
      imports: out.imports,
      dynamicImports: out.dynamicImports,
      css: [...(meta?.importedCss ?? [])],
      isEntry: out.isEntry,
      source: out.facadeModuleId ? relative(root, out.facadeModuleId).replace(/\\/g, '/') : null,
    });
  }
  return chunks;
}

type FilterManifest = <T extends { url: string }>(
  entries: T[],
) => { manifest: T[]; warnings: string[] };

export function shellPrecache(): { plugin: Plugin; filterManifest: FilterManifest } {
  let root = process.cwd();
  let shell: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'storefront:shell-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = graphOf(bundle, root);
      // Only the app's bundle (vite-plugin-pwa compiles sw/sw.ts in a build of its own).
      if (![...chunks.values()].some((c) => c.source?.startsWith('src/'))) return;
      const missing = ONLINE_ONLY.filter((s) => ![...chunks.values()].some((c) => c.source === s));
      // A renamed module would silently fall back into the precache: fail the build instead.
      if (missing.length) this.error(`ONLINE_ONLY names no chunk: ${missing.join(', ')}`);
      shell = shellFiles(chunks, ONLINE_ONLY);
    },
  };
  const filterManifest: FilterManifest = (entries) => {
    if (!shell) return { manifest: entries, warnings: ['shell-precache: no app bundle seen'] };
    const kept = shell;
    const isCode = (url: string) => /^assets\/.+\.(js|css)$/.test(url);
    return { manifest: entries.filter((e) => !isCode(e.url) || kept.has(e.url)), warnings: [] };
  };
  return { plugin, filterManifest };
}
