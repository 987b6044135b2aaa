/**
 * The shell's built code, the pure part (the worker's wiring is shell-code.ts): which manifest entries
 * are Workbox's and which are the code's two stages, how the code is fetched into its cache, and what
 * a release drops.
 */
import type { PrecacheEntry } from 'workbox-precaching';

/**
 * Six at once, a browser's connection limit per host over HTTP/1.1: more would only queue in the
 * browser, and would take every connection from the page's own requests for longer.
 */
export const FILL_CONCURRENCY = 6;

/** A manifest entry (scripts/shell-precache.ts): `later` marks the code of the second stage. */
export type ShellEntry = PrecacheEntry & { later?: boolean };

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
}

/**
 * Splits the build's manifest. A file whose name carries its content hash has no revision (Workbox's
 * own rule, `_urlsToCacheModes`): any copy of it is right, so it is the code cache's.
 */
export function splitShell(manifest: ReadonlyArray<ShellEntry | string>, base: string): ShellParts {
  const parts: ShellParts = { precache: [], icons: [], first: [], later: [] };
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
  }
  return parts;
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
  let missing: string[];
  try {
    missing = await missingFrom(cache, urls);
  } catch {
    return false;
  }
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

/** Those of `urls` that `cache` does not hold (rejects when the cache cannot be read). */
export async function missingFrom(cache: Cache, urls: readonly string[]): Promise<string[]> {
  const stored = new Set((await cache.keys()).map((request) => request.url));
  return urls.filter((url) => !stored.has(url));
}

/** Files of other releases: a release keeps only its own (a tab on an older one has the asset cache). */
export async function dropOthers(cache: Cache, urls: readonly string[]): Promise<void> {
  const wanted = new Set(urls);
  const requests = await cache.keys();
  await Promise.all(requests.filter((r) => !wanted.has(r.url)).map((r) => cache.delete(r)));
}
