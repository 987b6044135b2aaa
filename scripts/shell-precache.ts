/**
 * What the service worker keeps (docs/decisions/012 and 039): the shell, meaning index.html, the icons,
 * the manifest and every JS and CSS file the app can reach from its entry, except what is reached only
 * through ONLINE_ONLY modules. Those (and any file a later build drops) are cached at run time when
 * used (sw/routes/asset-cache.ts). The files only the LATER screens and the controls' on-use parts
 * reach are marked `later`. A first install stores none of them: the worker fetches both stages when
 * the app asks (sw/shell-code.ts, decisions 040 and 042).
 * The plugin reads the import graph of the finished bundle; `filterManifest` is vite-plugin-pwa's
 * manifestTransform, run after it on the precache list.
 */
import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ON_USE_PARTS } from '../src/lib/on-use-parts';

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

/**
 * The second stage (decision 039): the screens a shopper reaches from a catalog page, and the code
 * each control loads on use (a drawer, a dialog; src/lib/on-use-parts.ts). The install, which a first
 * visit waits on to be kept offline, carries what an offline reload of a catalog page renders (home,
 * collections, products, their parts, the offline and error views, both languages' messages); these
 * files follow once the worker controls the page. A part the page already loaded is in the HTTP cache
 * meanwhile, and so opens offline before the fill too.
 */
export const LATER_PAGES = [
  'src/app/pages/cart-page.tsx',
  'src/app/pages/wishlist-page.tsx',
  'src/app/pages/checkout-page.tsx',
  'src/app/pages/checkout-confirmation-page.tsx',
  'src/app/pages/order-page.tsx',
  'src/app/pages/account-page.tsx',
  'src/app/pages/login-page.tsx',
  'src/app/pages/register-page.tsx',
  'src/app/pages/forgot-password-page.tsx',
  'src/app/pages/reset-password-page.tsx',
];
/** On use below xl only: from xl (1280 px) the search field sits in the header at first paint. */
const FIRST_PAINT_PARTS = new Set(['search']);
const LATER = [
  ...LATER_PAGES,
  ...Object.entries(ON_USE_PARTS).flatMap(([part, sources]) =>
    FIRST_PAINT_PARTS.has(part) ? [] : sources,
  ),
];

export interface ChunkNode {
  imports: string[];
  dynamicImports: string[];
  css: string[];
  isEntry: boolean;
  source: string | null;
}

/**
 * The JS and CSS files reachable from the entries without a dynamic import of one of the `skipped`
 * modules: the online-only ones for the whole shell, and the second stage's too for the first.
 */
export function shellFiles(
  chunks: Map<string, ChunkNode>,
  skipped: readonly string[],
): Set<string> {
  const shell = new Set<string>();
  const skip = new Set(skipped);
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

/**
 * The precache list as the worker gets it: built code outside the shell dropped (it is cached on use),
 * the second stage's marked `later`, everything else (index.html, icons, fonts) as it was.
 */
export function stagedManifest<T extends { url: string }>(
  entries: T[],
  shell: ReadonlySet<string>,
  first: ReadonlySet<string>,
): (T & { later?: true })[] {
  const isCode = (url: string) => /^assets\/.+\.(js|css)$/.test(url);
  return entries
    .filter((e) => !isCode(e.url) || shell.has(e.url))
    .map((e) => {
      if (!isCode(e.url)) return e;
      return first.has(e.url) ? e : { ...e, later: true as const };
    });
}

type FilterManifest = <T extends { url: string }>(
  entries: T[],
) => { manifest: (T & { later?: true })[]; warnings: string[] };

export function shellPrecache(): { plugin: Plugin; filterManifest: FilterManifest } {
  let root = process.cwd();
  let shell: Set<string> | null = null;
  let first: Set<string> | null = null;
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
      const named = (s: string) => [...chunks.values()].some((c) => c.source === s);
      // (The on-use parts are checked by scripts/route-assets.ts, and a store may share its chunk.)
      const missing = [...ONLINE_ONLY, ...LATER_PAGES].filter((s) => !named(s));
      // A renamed module would silently fall back into the precache: fail the build instead.
      if (missing.length)
        this.error(`ONLINE_ONLY or LATER_PAGES names no chunk: ${missing.join(', ')}`);
      shell = shellFiles(chunks, ONLINE_ONLY);
      first = shellFiles(chunks, [...ONLINE_ONLY, ...LATER]);
    },
  };
  const filterManifest: FilterManifest = (entries) => {
    if (!shell || !first)
      return { manifest: entries, warnings: ['shell-precache: no app bundle seen'] };
    return { manifest: stagedManifest(entries, shell, first), warnings: [] };
  };
  return { plugin, filterManifest };
}
