/**
 * The shell's built code, the pure part (the worker's wiring is shell-code.ts): which manifest entries
 * are Workbox's and which are the code's two stages, how the code is fetched into its cache, and what
 * a release drops.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { matchRoute, splitLang } from '../contract/routes';

/**
 * Six at once, a browser's connection limit per host over HTTP/1.1: more would only queue in the
 * browser, and would take every connection from the page's own requests for longer.
 */
export const FILL_CONCURRENCY = 6;

/**
 * A manifest entry (scripts/shell-precache.ts): `later` marks the code of the second stage; `routes`
 * and `lang` say which pages a first-stage file is for (none: every page).
 */
export type ShellEntry = PrecacheEntry & { later?: boolean } & CodeNeed;

/** Which pages a first-stage file is for: those routes' pages only, that language's only. */
export interface CodeNeed {
  routes?: readonly string[];
  lang?: string;
}

export interface ShellParts {
  /** The page with a revision (index.html): Workbox's precache, which checks the revision. */
  precache: PrecacheEntry[];
  /**
   * Every other file with a revision, absolute: the icons. Out of the install, which a first visit
   * waits on to be kept offline (decision 040), and kept at run time (sw/routes/icon-cache.ts).
   */
  icons: string[];
  /** The first stage's hashed files, absolute: what an offline reload of a catalog page runs. */
  first: string[];
  /** The second stage's, absolute: the other screens and the controls' on-use parts. */
  later: string[];
  /** What each first-stage file is for, where it is not for every page. */
  needs: Map<string, CodeNeed>;
}

/**
 * Splits the build's manifest. A file whose name carries its content hash has no revision (Workbox's
 * own rule, `_urlsToCacheModes`): any copy of it is right, so it is the code cache's.
 */
export function splitShell(manifest: ReadonlyArray<ShellEntry | string>, base: string): ShellParts {
  const parts: ShellParts = { precache: [], icons: [], first: [], later: [], needs: new Map() };
  // Each file once, in the stage it is first listed in (the worker runs this at every start).
  const seen = new Set<string>();
  for (const item of manifest) {
    const entry = typeof item === 'string' ? { url: item } : item;
    const url = new URL(entry.url, base).href;
    if (entry.revision) {
      if (entry.url.endsWith('.html'))
        parts.precache.push({ url: entry.url, revision: entry.revision });
      else parts.icons.push(url);
      continue;
    }
    if (seen.has(url)) continue;
    seen.add(url);
    (entry.later ? parts.later : parts.first).push(url);
    if (!entry.later && (entry.routes || entry.lang))
      parts.needs.set(url, { routes: entry.routes, lang: entry.lang });
  }
  return parts;
}

/** An open tab, as the shell's code sees it: its route (contract/routes.ts) and language. */
export interface ShownPage {
  route: string | null;
  lang: string;
}

export function shownPage(href: string): ShownPage {
  const { pathname } = new URL(href);
  return { route: matchRoute(pathname)?.route.name ?? null, lang: splitLang(pathname).lang };
}

/**
 * What a first install looks for (decision 040): the first stage's code and stylesheets that the open
 * tabs' routes, in their language, need. It copies those the page has loaded, from the HTTP cache
 * (`copyLoaded`, decision 042); none of the stylesheets are (the server's pages inline their CSS).
 */
export function firstInstallFiles(parts: ShellParts, pages: readonly ShownPage[]): string[] {
  return parts.first.filter((url) => {
    const need = parts.needs.get(url);
    const route = !need?.routes || pages.some((p) => p.route && need.routes!.includes(p.route));
    const lang = !need?.lang || pages.some((p) => p.lang === need.lang);
    return route && lang;
  });
}

/**
 * Fetches into `cache` the URLs it lacks, at most `concurrency` at a time, and keeps each 200.
 * Resolves true once every URL is stored; never rejects. After a failure it starts no more fetches
 * (offline, a fill ends at its first) and resolves false: the next fill fetches only the rest.
 * Each file is asked with the default cache mode: its name is content-hashed and the server sends it
 * `immutable`, so one the page has loaded comes from the HTTP cache, without the network.
 */
export async function fillCode(
  cache: Cache,
  urls: readonly string[],
  load: (request: Request) => Promise<Response>,
  concurrency = FILL_CONCURRENCY,
): Promise<boolean> {
  const missing = await missingFrom(cache, urls);
  if (!missing) return false;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < missing.length) {
      const url = missing[next++]!;
      try {
        const response = await load(
          new Request(url, { cache: 'default', credentials: 'same-origin' }),
        );
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return !failed;
}

/**
 * A first install's copy (decision 042): those of `urls` the HTTP cache holds, the files the open tab
 * has loaded, asked `only-if-cached` so that the install waits on no download. A file the HTTP cache
 * lacks (every stylesheet of a server-rendered page, which inlines its own) is skipped: the fill
 * brings it. Never rejects.
 */
export async function copyLoaded(
  cache: Cache,
  urls: readonly string[],
  load: (request: Request) => Promise<Response>,
  concurrency = FILL_CONCURRENCY,
): Promise<void> {
  const missing = (await missingFrom(cache, urls)) ?? [];
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++]!;
      try {
        const response = await load(
          new Request(url, {
            cache: 'only-if-cached',
            mode: 'same-origin',
            credentials: 'same-origin',
          }),
        );
        if (response.status === 200) await cache.put(url, response);
      } catch {
        // Not in the HTTP cache: the fill's.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
}

/** The URLs `cache` lacks, or null when it cannot be read. */
async function missingFrom(cache: Cache, urls: readonly string[]): Promise<string[] | null> {
  try {
    const stored = new Set((await cache.keys()).map((request) => request.url));
    return urls.filter((url) => !stored.has(url));
  } catch {
    return null;
  }
}

/** Files of other releases: a release keeps only its own (a tab on an older one has the asset cache). */
export async function dropOthers(cache: Cache, urls: readonly string[]): Promise<void> {
  const wanted = new Set(urls);
  const requests = await cache.keys();
  await Promise.all(requests.filter((r) => !wanted.has(r.url)).map((r) => cache.delete(r)));
}
