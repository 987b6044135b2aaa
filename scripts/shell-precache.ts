/**
 * What the service worker keeps (docs/decisions/012 and 039): the shell, meaning index.html, the icons,
 * the manifest and every JS and CSS file the app can reach from its entry, except what is reached only
 * through ONLINE_ONLY modules. Those (and any file a later build drops) are cached at run time when
 * used (sw/routes/asset-cache.ts). The files only the LATER screens and the controls' on-use parts
 * reach are marked `later`; the first stage's files name what they are for where that is not every
 * page (`routes`, `lang`), so a first install stores only what the open tab's route renders in its
 * language, and the worker fetches the rest when the app asks (sw/shell-code.ts, decision 040).
 * The plugin reads the import graph of the finished bundle; `filterManifest` is vite-plugin-pwa's
 * manifestTransform, run after it on the precache list.
 */
import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { CodeNeed } from '../sw/shell-code-fill';
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
  /** A messages chunk's language (scripts/compiled-messages.ts names them `messages:<lang>…`). */
  lang?: string;
}

/** A page's module: `src/app/pages/<route>-page.tsx`, its route named as in contract/routes.ts. */
const PAGE_MODULE = /^src\/app\/pages\/(.+)-page\.tsx$/;

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

/**
 * What each first-stage file is needed for (decision 040), so a first install stores only what the
 * open tab's route renders in its language: the files one page reaches and a page-less app does not
 * name that page's route (or the routes of each page that reaches them), a messages chunk its language.
 * Files with no need are every page's.
 */
export function codeNeeds(
  chunks: Map<string, ChunkNode>,
  first: ReadonlySet<string>,
  skipped: readonly string[],
): Map<string, CodeNeed> {
  const pages = [...chunks.values()]
    .map((chunk) => chunk.source)
    .filter((source): source is string => source !== null && PAGE_MODULE.test(source));
  const everyPage = shellFiles(chunks, [...skipped, ...pages]);
  const needs = new Map<string, CodeNeed>();
  for (const page of pages) {
    if (skipped.includes(page)) continue;
    const route = PAGE_MODULE.exec(page)![1]!;
    const others = pages.filter((other) => other !== page);
    for (const file of shellFiles(chunks, [...skipped, ...others])) {
      if (everyPage.has(file) || !first.has(file)) continue;
      const routes = needs.get(file)?.routes ?? [];
      needs.set(file, { routes: [...routes, route] });
    }
  }
  for (const [file, chunk] of chunks) {
    if (!chunk.lang || !first.has(file)) continue;
    needs.set(file, { ...needs.get(file), lang: chunk.lang });
  }
  return needs;
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
      lang: /^\0?messages:([a-z]{2})(?:_|$)/.exec(out.facadeModuleId ?? '')?.[1],
    });
  }
  return chunks;
}

/**
 * The precache list as the worker gets it: built code outside the shell dropped (it is cached on use),
 * the second stage's marked `later`, the first stage's with what it is needed for (`routes`, `lang`),
 * everything else (index.html, icons, fonts) as it was.
 */
export function stagedManifest<T extends { url: string }>(
  entries: T[],
  shell: ReadonlySet<string>,
  first: ReadonlySet<string>,
  needs: ReadonlyMap<string, CodeNeed> = new Map(),
): (T & CodeNeed & { later?: true })[] {
  const isCode = (url: string) => /^assets\/.+\.(js|css)$/.test(url);
  return entries
    .filter((e) => !isCode(e.url) || shell.has(e.url))
    .map((e) => {
      if (!isCode(e.url)) return e;
      return first.has(e.url) ? { ...e, ...needs.get(e.url) } : { ...e, later: true as const };
    });
}

type FilterManifest = <T extends { url: string }>(
  entries: T[],
) => { manifest: (T & CodeNeed & { later?: true })[]; warnings: string[] };

export function shellPrecache(): { plugin: Plugin; filterManifest: FilterManifest } {
  let root = process.cwd();
  let shell: Set<string> | null = null;
  let first: Set<string> | null = null;
  let needs: Map<string, CodeNeed> | null = null;
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
      needs = codeNeeds(chunks, first, [...ONLINE_ONLY, ...LATER]);
    },
  };
  const filterManifest: FilterManifest = (entries) => {
    if (!shell || !first)
      return { manifest: entries, warnings: ['shell-precache: no app bundle seen'] };
    return { manifest: stagedManifest(entries, shell, first, needs ?? undefined), warnings: [] };
  };
  return { plugin, filterManifest };
}
