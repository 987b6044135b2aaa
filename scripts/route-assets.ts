/**
 * A vite plugin that lists, in index.html, each route's chunks and stylesheets beyond the entry's, so
 * that the app can fetch a page's code before the shopper opens it without running it
 * (src/lib/route-assets.ts). The list is JSON in a `<script type="application/json">`, which no
 * browser runs (the CSP has nothing to allow); the server's pages and the app shell both carry it.
 * A page's parts that hydrate apart (src/lib/lazy-part.tsx) are on its list too: a page the app
 * renders waits for them, so a prefetch that left them out would leave that wait to the tap.
 * So is the code each control loads on use (src/lib/on-use-parts.ts), by part: the head script
 * fetches a part when it keeps a tap on its control (contract/early-input-script.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { ON_USE_PARTS } from '../src/lib/on-use-parts';
import { ROUTE_ASSETS_ID, type RouteAssets } from '../src/lib/route-assets';
import { appPageModules } from './page-modules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The modules a source loads as lazy parts: `lazyPart(() => import('./x')…` (src/lib/lazy-part.tsx). */
export function lazyPartImports(source: string): string[] {
  const calls = source.matchAll(/lazyPart(?:<[^(]*>)?\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g);
  return [...calls].map((call) => call[1]!);
}

/** A module's source, for the app's own modules only (not dependencies, not virtual modules). */
function readAppSource(id: string): string | null {
  if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
  try {
    return readFileSync(id, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Each route's files: its page chunk and every chunk it imports statically, its lazy parts' chunks
 * and theirs, and their CSS. Each on-use part's files: the chunks of its modules and theirs.
 */
export function routeAssetsOf(
  bundle: OutputBundle,
  entry: OutputChunk,
  pages: Record<string, string>,
  readSource: (id: string) => string | null = readAppSource,
  onUse: Readonly<Record<string, readonly string[]>> = {},
): RouteAssets {
  const chunks = new Map<string, OutputChunk>();
  const chunkOfModule = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, output);
    for (const id of output.moduleIds) chunkOfModule.set(id.replace(/\\/g, '/'), output);
  }
  /** The chunks of the lazy parts the chunk's modules load. */
  const partsCache = new Map<string, OutputChunk[]>();
  const partsOf = (chunk: OutputChunk): OutputChunk[] => {
    const known = partsCache.get(chunk.fileName);
    if (known) return known;
    const parts = chunk.moduleIds.flatMap((rawId) => {
      const id = rawId.replace(/\\/g, '/');
      const source = readSource(id);
      if (!source) return [];
      return lazyPartImports(source).flatMap((spec) => {
        const base = resolve(dirname(id), spec).replace(/\\/g, '/');
        const part = ['.tsx', '.ts'].map((ext) => chunkOfModule.get(base + ext)).find(Boolean);
        return part ? [part] : [];
      });
    });
    partsCache.set(chunk.fileName, parts);
    return parts;
  };
  const closure = (start: OutputChunk, skip: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const child = chunks.get(file);
        if (child) visit(child);
      }
    };
    visit(start);
    return seen;
  };
  // What the page has loaded before it prefetches anything: the entry and React DOM (src/main.tsx).
  const inEntry = closure(entry);
  for (const file of entry.dynamicImports)
    if (chunks.get(file)?.name === 'react-dom') inEntry.add(file);
  const filesOf = (start: OutputChunk, { withParts = true } = {}) => {
    const found = closure(start, inEntry);
    if (withParts)
      for (const file of found) {
        for (const part of partsOf(chunks.get(file)!))
          for (const more of closure(part, inEntry)) found.add(more);
      }
    const files = [...found];
    const css = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
    return [...files, ...new Set(css)].map((file) => `/${file}`);
  };
  const out: RouteAssets = { routes: {}, messages: {}, parts: {} };
  for (const [route, source] of Object.entries(pages)) {
    const page = [...chunks.values()].find((c) =>
      c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${source}`),
    );
    if (!page) throw new Error(`route ${route}: no chunk for ${source}`);
    out.routes[route] = filesOf(page);
  }
  // A part is what its modules import, not the lazy parts of the pages they import from: those come
  // with their page.
  for (const [part, sources] of Object.entries(onUse)) {
    const files = sources.flatMap((source) => {
      const chunk = [...chunkOfModule].find(([id]) => id.endsWith(`/${source}`))?.[1];
      if (!chunk) throw new Error(`on-use part ${part}: no chunk holds ${source}`);
      return filesOf(chunk, { withParts: false });
    });
    out.parts[part] = [...new Set(files)];
  }
  // Each language's parts of the messages beyond the core (scripts/compiled-messages.ts).
  for (const chunk of chunks.values()) {
    const [, lang, part] = /^\0messages:(\w+)_(\w+)$/.exec(chunk.facadeModuleId ?? '') ?? [];
    if (lang && part) (out.messages[part] ??= {})[lang] = filesOf(chunk);
  }
  return out;
}

export function routeAssets(): Plugin {
  return {
    name: 'storefront:route-assets',
    apply: 'build',
    transformIndexHtml: {
      // After the bundle is written out: its chunks' names and imports are final.
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle || !ctx.chunk) return [];
        const table = routeAssetsOf(
          ctx.bundle,
          ctx.chunk,
          appPageModules(),
          readAppSource,
          ON_USE_PARTS,
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_ASSETS_ID },
            children: JSON.stringify(table),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
