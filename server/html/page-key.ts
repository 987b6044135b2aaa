/**
 * A server-rendered page's cache key and ETag (issue 40, docs/decisions/035): everything its HTML
 * depends on, read before the render so that a matching If-None-Match answers 304 with no render.
 *
 * - the catalog's version (server/catalog/version.ts), read first: a render then reads data at least
 *   as new as the version it is kept under, never older;
 * - the build: dist/build.json's id (`npm run build` writes dist and dist-ssr together), or without
 *   one the mtimes of index.html and the renderer;
 * - the clock, where the page shows it: how many events have started or ended by now (the home lists
 *   the coming ones, an event page says live or ended) and the year (the footer's ©);
 * - the request: the path and its query (whole: a page reads several parameters, and a key too wide
 *   costs only a render), the public origin (canonical links), Save-Data, on `/` the language the
 *   cookie or Accept-Language chose, the cart cookie's count on the pages that render it (the cart,
 *   sign-in), whether the request has Authorization (its Cache-Control is private), whether it is a
 *   bot (a bot's 404 is bare text).
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { readCartCount } from '../../contract/cart-hint';
import { readCatalogVersion } from '../catalog/version';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { readBuildFile } from './template';

export interface PageKey {
  key: string;
  etag: string;
  version: number;
}

const mtime = (path: string) =>
  stat(path).then(
    (s) => String(s.mtimeMs),
    () => '-',
  );

/** The build's identity: its id, else (a build without build.json, as tests make) the files' mtimes. */
export async function buildStamp(distDir: string, ssrDir: string): Promise<string> {
  const id = await readBuildFile(
    join(distDir, 'build.json'),
    (text) => (JSON.parse(text) as { id?: string }).id ?? null,
  ).catch(() => null);
  if (id) return id;
  const [index, renderer] = await Promise.all([
    mtime(join(distDir, 'index.html')),
    mtime(join(ssrDir, 'entry-server.js')),
  ]);
  return `${index}:${renderer}`;
}

/**
 * The clock as the catalog's pages show it: the events' starts and ends, read once per catalog version
 * (a write to an event bumps it), and the count of those passed at `now`.
 */
export class EventClock {
  #version = -1;
  #times: Promise<number[]> = Promise.resolve([]);

  constructor(private readonly db: Db) {}

  async at(version: number, now = Date.now()): Promise<string> {
    if (version !== this.#version) {
      this.#version = version;
      this.#times = this.db
        .select({ startsAt: events.startsAt, endsAt: events.endsAt })
        .from(events)
        .then((rows) => rows.flatMap((r) => [r.startsAt.getTime(), r.endsAt.getTime()]));
      // A failed read is tried again by the next request.
      this.#times.catch(() => (this.#version = -1));
    }
    const times = await this.#times;
    const passed = times.filter((t) => t <= now).length;
    return `${new Date(now).getFullYear()}:${passed}`;
  }
}

/** The request's part of the key. */
export function requestPart(
  c: Context,
  url: URL,
  opts: { origin: string; rootLang: string | null; cartCount: boolean; bot: boolean },
): string {
  const saveData = c.req.header('Save-Data')?.toLowerCase() === 'on';
  const cart = opts.cartCount ? readCartCount(c.req.header('Cookie') ?? '') : '';
  const personal = c.req.header('Authorization') !== undefined;
  return [
    opts.origin,
    url.pathname + url.search,
    opts.rootLang ?? '',
    saveData ? 'lite' : '',
    cart,
    personal ? 'auth' : '',
    opts.bot ? 'bot' : '',
  ].join('\u0000');
}

export async function pageKey(
  db: Db,
  clock: EventClock,
  build: Promise<string>,
  request: string,
): Promise<PageKey> {
  const version = await readCatalogVersion(db);
  const [stamp, time] = await Promise.all([build, clock.at(version)]);
  const key = `${version}\u0000${stamp}\u0000${time}\u0000${request}`;
  const hash = createHash('sha1').update(key).digest('base64url').slice(0, 22);
  return { key, etag: `W/"p${version}-${hash}"`, version };
}

/** Whether If-None-Match names this ETag (or `*`); weak comparison, as for any GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
}
