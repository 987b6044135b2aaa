// @ts-check
/**
 * The size budget (issue 12): the JavaScript a catalog route needs before it is interactive, gzip, at
 * most 100 KB (100,000 bytes). For each catalog route that is the entry chunk, the messages it loads
 * before it renders (the core part and the page's own, of the larger language), and the route's
 * chunk, each with every chunk it imports statically (union, counted once). Reads vite's manifest
 * (dist/.vite/manifest.json), prints the figures, exits 1 over the budget. `npm test` runs it right
 * after the build.
 *
 * Not counted: what loads only on use (drawers, dialogs, the cart's store) and a page's lazy parts
 * (src/lib/lazy-part.tsx), which come beside the page and hydrate apart: the page answers taps on the
 * rest without them. Every catalog route meets the budget; the check fails the build when one grows
 * past it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = 100_000;

/** The entry's dynamic imports that src/main.tsx awaits before its first render: React DOM's chunk. */
const START_UP = /^_react-dom-/;

/** The catalog routes' page modules (src/app/routes.tsx). */
export const CATALOG_ROUTES = {
  home: 'src/app/pages/home-page.tsx',
  collection: 'src/app/pages/collection-page.tsx',
  product: 'src/app/pages/product-page.tsx',
};

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk
 * @typedef {Record<string, Chunk>} Manifest
 */

/**
 * The files of a chunk and of everything it imports statically, transitively.
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Each catalog route's files and gzip total; `sizeOf` gives a file's gzip size.
 * @param {Manifest} manifest
 * @param {(file: string) => number} sizeOf
 */
export function measureRoutes(manifest, sizeOf) {
  // The app's entry (the page's own; src/boot.ts is an entry too, but only starts this one).
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('no entry chunk in the manifest');
  // Each language's messages a catalog page loads before it renders: the core part (`messages:vi`)
  // and the page's own (`messages:vi_collection`), not the parts other screens and lazy parts load
  // (src/lib/i18n/message-parts.ts).
  const langs = Object.keys(manifest).flatMap((key) => /^messages:([a-z]+)$/.exec(key)?.[1] ?? []);
  if (langs.length === 0) throw new Error('no messages chunk in the manifest');
  const sum = (/** @type {Iterable<string>} */ list) =>
    [...list].reduce((total, f) => total + sizeOf(f), 0);
  const startUp = (manifest[entry].dynamicImports ?? []).filter((key) => START_UP.test(key));
  if (startUp.length === 0) throw new Error("no React DOM chunk among the entry's dynamic imports");
  const entryFiles = staticClosure(manifest, [entry, ...startUp]);
  /** The files of the language whose messages for `route` are the larger (beyond the entry's). */
  const messagesOf = (/** @type {string} */ route) =>
    langs
      .map((lang) => {
        const keys = [`messages:${lang}`, `messages:${lang}_${route}`].filter((k) => k in manifest);
        return [...staticClosure(manifest, keys)].filter((f) => !entryFiles.has(f));
      })
      .reduce((a, b) => (sum(a) >= sum(b) ? a : b));
  return Object.entries(CATALOG_ROUTES).map(([route, key]) => {
    const messageFiles = messagesOf(route);
    const files = new Set([...staticClosure(manifest, [entry, ...startUp, key]), ...messageFiles]);
    const routeOnly = [...files].filter((f) => !entryFiles.has(f) && !messageFiles.includes(f));
    return {
      route,
      entry: sum(entryFiles),
      messages: sum(messageFiles),
      routeChunks: sum(routeOnly),
      total: sum(files),
    };
  });
}

/**
 * The boot script's static imports (src/boot.ts), which must be none: a module it shared with the
 * app's entry would land in the entry's chunk, and the boot script would import the whole entry
 * before the page's load event, starting the app early, the very thing it exists to avoid.
 * @param {Manifest} manifest
 */
export function bootImports(manifest) {
  const boot = manifest['src/boot.ts'];
  if (!boot?.isEntry) throw new Error('no boot script (src/boot.ts) in the manifest');
  return (boot.imports ?? []).map((key) => manifest[key]?.file ?? key);
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** @param {string} dist */
export function checkSize(dist) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  /** @type {Map<string, number>} */
  const cache = new Map();
  const sizeOf = (/** @type {string} */ file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
  const rows = measureRoutes(manifest, sizeOf);
  let ok = true;
  for (const r of rows) {
    const over = r.total > BUDGET;
    ok &&= !over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${r.route.padEnd(10)} ${kb(r.total).padStart(9)} gzip ` +
        `(entry ${kb(r.entry)}, messages ${kb(r.messages)}, route ${kb(r.routeChunks)}); ` +
        `budget ${kb(BUDGET)}, ${(BUDGET - r.total).toLocaleString('en')} bytes to spare`,
    );
  }
  const imports = bootImports(manifest);
  if (imports.length > 0) {
    ok = false;
    console.log(`OVER the boot script imports ${imports.join(', ')}: it must stand alone.`);
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = checkSize(resolve(import.meta.dirname, '..', 'dist'));
  if (!ok) {
    console.error(
      'The JavaScript of a catalog route grew past the budget (issue 12: 100 KB), or the boot script imports the app.',
    );
    process.exit(1);
  }
}
