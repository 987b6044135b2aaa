/**
 * What the `kept-offline` cache may hold and how its entries are found: pure, so it is tested without
 * a worker around it. The app names the set (KEEP_OFFLINE in contract/sw-messages.ts); the worker only
 * trusts paths of the two shapes below, so a bad message can neither fetch elsewhere nor fill the disk.
 */

import { matchRoute } from '../../contract/api/match-route';
import { API_ROUTES } from '../../contract/api/paths';

export const KEEP_OFFLINE_CACHE = 'kept-offline';

/** 30 recent products and the wishlist, each with two languages and a picture; beyond this a message is cut. */
export const KEEP_OFFLINE_MAX_URLS = 200;

// Same shape as the server's rendered picture names (`{key}-{width}.{format}`).
const IMAGE_PATH_RE = /^\/images\/([a-z0-9][a-z0-9-]{0,150})-(\d{2,4})\.(avif|webp)$/;

export interface PicturePath {
  key: string;
  width: number;
  format: 'avif' | 'webp';
}

/** The picture a `/images/` path shows, or null for any other path. */
export function parsePicturePath(pathname: string): PicturePath | null {
  const m = IMAGE_PATH_RE.exec(pathname);
  if (!m) return null;
  return { key: m[1]!, width: Number(m[2]), format: m[3] as PicturePath['format'] };
}

/** One spelling per resource: query keys sorted and the hash dropped, so `?b&a` and `?a&b` are one entry. */
export function normalizeUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.searchParams.sort(); // stable: repeated keys keep their order; an empty query drops the '?'
  copy.hash = '';
  return copy.href;
}

/** A URL the app sent, parsed, when it is a string of sane length on this origin without credentials. */
export function sameOriginUrl(raw: unknown, origin: string): URL | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * The absolute, normalized URL to keep, or null: same origin only, and only a product read
 * (`API_ROUTES.product`, with its query) or a rendered picture (no query).
 */
export function keepableUrl(raw: unknown, origin: string): string | null {
  const url = sameOriginUrl(raw, origin);
  if (!url) return null;
  if (matchRoute(API_ROUTES.product, url.pathname)) return normalizeUrl(url);
  if (parsePicturePath(url.pathname) && !url.search) return normalizeUrl(url);
  return null;
}

/** The message's list, validated, de-duplicated and capped (the first ones win: the app lists by priority). */
export function keepSet(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const set = new Set<string>();
  for (const raw of urls) {
    const url = keepableUrl(raw, origin);
    if (url) set.add(url);
    if (set.size >= KEEP_OFFLINE_MAX_URLS) break;
  }
  return [...set];
}

/** What to drop from the cache and what to add to it to make it hold exactly `wanted`. */
export function diffKeepSet(
  cached: readonly string[],
  wanted: readonly string[],
): { remove: string[]; add: string[] } {
  const want = new Set(wanted);
  const have = new Set(cached);
  return {
    remove: cached.filter((url) => !want.has(url)),
    add: wanted.filter((url) => !have.has(url)),
  };
}

/**
 * Other files of the same picture among `cached` (absolute URLs), largest first and, at one width, the
 * requested format first: a product page asking for the 960 w AVIF still shows the 320 w card picture.
 */
export function samePictureUrls(requested: string, cached: readonly string[]): string[] {
  const want = parsePicturePath(new URL(requested).pathname);
  if (!want) return [];
  const found: { url: string; pic: PicturePath }[] = [];
  for (const url of new Set(cached)) {
    if (url === requested) continue;
    const pic = parsePicturePath(new URL(url).pathname);
    if (pic && pic.key === want.key) found.push({ url, pic });
  }
  const formatRank = (p: PicturePath) => (p.format === want.format ? 0 : 1);
  return found
    .sort((a, b) => b.pic.width - a.pic.width || formatRank(a.pic) - formatRank(b.pic))
    .map((f) => f.url);
}
