/**
 * Warming a page's code without running it. A link in view only makes it likely that the shopper
 * goes there: its page's chunks and stylesheets are fetched into the cache, but nothing runs and no
 * style is applied until the page is opened. Importing the chunk instead ran it, and vite's loader applied its stylesheets to the page
 * being read: each was a style recalculation of the whole document, the largest share of a catalog
 * page's blocking time while it loaded (Lighthouse, issue 12).
 *
 * The build lists each route's files (scripts/route-assets.ts) in the page, as JSON: the server's
 * pages and the app shell both come from index.html.
 */
import type { RouteName } from '../../contract/routes';
import type { Lang } from '../../contract/types';
import { screenParts } from './i18n/screen-parts';

export const ROUTE_ASSETS_ID = 'route-assets';

/**
 * Each route's chunks and stylesheets beyond the entry's, as `/assets/…` URLs, by route name; and the
 * parts of the messages beyond the core (lib/i18n/message-parts.ts), by part and language.
 */
export interface RouteAssets {
  routes: Record<string, string[] | undefined>;
  messages: Record<string, Record<string, string[] | undefined> | undefined>;
  /** The code each control loads on use (lib/on-use-parts.ts), by part: read by the head script. */
  parts: Record<string, string[] | undefined>;
}

let table: RouteAssets | null | undefined;
const asked = new Set<string>();

function routeAssets(): RouteAssets | null {
  if (table === undefined) {
    const text = document.getElementById(ROUTE_ASSETS_ID)?.textContent;
    try {
      table = text ? (JSON.parse(text) as RouteAssets) : null;
    } catch {
      table = null;
    }
  }
  return table;
}

/**
 * Fetches a route's files into the cache, with the parts of its language's messages it shows; settles
 * when they are in. Null when the page does not list the route (the dev server builds nothing
 * ahead): the caller may import the page instead.
 */
export function warmRoute(name: RouteName, lang: Lang): Promise<void> | null {
  const table = routeAssets();
  const page = table?.routes[name];
  if (!page) return null;
  const messages = screenParts(name).flatMap((part) => table.messages[part]?.[lang] ?? []);
  const files = [...page, ...messages];
  const loaded = loadedFiles();
  const fresh = files.filter((href) => !asked.has(href) && !loaded.has(href));
  for (const href of fresh) asked.add(href);
  return Promise.all(fresh.map(warmFile)).then(() => undefined);
}

/**
 * The files this page has already, by path: those it fetched (its entry, its own chunks), and the
 * stylesheets a server-rendered page has inline (each marked by a disabled link to its file). Read
 * once per task: the links in view ask for several routes in one burst, and nothing loads meanwhile.
 */
let loadedNow: Set<string> | null = null;
function loadedFiles(): Set<string> {
  if (!loadedNow) {
    loadedNow = readLoadedFiles();
    setTimeout(() => (loadedNow = null), 0);
  }
  return loadedNow;
}

function readLoadedFiles(): Set<string> {
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
  const linked = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[href]'),
    (l) => l.href,
  );
  return new Set([...fetched, ...linked].map((url) => new URL(url, location.href).pathname));
}

/**
 * Fetches waiting to start. Each costs one to three milliseconds of main thread (Chromium, 1x CPU),
 * and a page's links in view ask for 20–40 files at once: they start one per task. A time budget per
 * task bounded nothing: a fetch's request is made at the microtask checkpoint after the task's own
 * code, so a task that started three under a 4 ms budget still ran 10–15 ms, a long task at a
 * phone's speed (Lighthouse, issue 12).
 */
const starts: (() => void)[] = [];
let draining = false;

/**
 * Into the HTTP cache (the files are immutable; vite's loader then finds them there), or the worker's
 * asset cache when it controls the page. A fetch, not a `<link rel="modulepreload">`: appending one
 * link per file cost about a millisecond each, 35 ms in one task on the home page (Chromium trace).
 */
function warmFile(href: string): Promise<void> {
  const started = new Promise<Response>((resolve, reject) => {
    starts.push(() => {
      fetch(href, { credentials: 'same-origin', priority: 'low' }).then(resolve, reject);
    });
  });
  drainSoon();
  return started
    .then((response) => {
      if (!response.ok) throw new Error(`could not prefetch ${href}: ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      () => undefined,
      (error: unknown) => {
        asked.delete(href); // a later prefetch may try again
        throw error;
      },
    );
}

function drainSoon(): void {
  if (draining || starts.length === 0) return;
  draining = true;
  setTimeout(() => {
    starts.shift()!();
    draining = false;
    drainSoon();
  }, 0);
}

/** For tests: forget the table and what was asked. */
export function resetRouteAssets(): void {
  table = undefined;
  loadedNow = null;
  asked.clear();
  starts.length = 0;
}
