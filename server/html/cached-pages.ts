/**
 * Navigations through the render cache (issue 40, docs/decisions/035): a server-rendered page that has
 * not changed since it was last rendered is served from this process's memory (page-cache.ts), keyed
 * by everything its HTML depends on (page-key.ts), with an ETag made from that key: a request whose
 * If-None-Match names it is answered 304 before any render or any look at a body.
 *
 * Kept: the catalog's pages (CATALOG_PAGES), the not-found view (an unknown path or slug), and two
 * frame pages, the cart and sign-in, keyed by the cart cookie's count they read. Not kept: a
 * checkout's frame (one URL per shopper's checkout, each rendered about once: it would only push
 * catalog pages out), the app shell of other routes, redirects, and any render that fell back to
 * the shell or left a part to the browser (a timeout, an error, an API read that failed): those are
 * made for each request as before, with the ETag of their body (hono/etag).
 */
import type { Context } from 'hono';
import { etag as bodyEtag } from 'hono/etag';
import { matchRoute, type RouteName } from '../../contract/routes';
import type { AppDeps } from '../deps';
import { compress, keptForms } from '../http/compress';
import { originOf } from '../http/public-origin';
import { BOT_RE, navigate, rootLang, type NavigateReport } from './navigate';
import { cacheBytesFromEnv, PageCache, type CachedPage } from './page-cache';
import { buildStamp, EventClock, matchesEtag, pageKey, requestPart } from './page-key';
import { CATALOG_PAGES, type ServerAnswer } from './render-page';

/** Frame pages kept, by the cart cookie's count (the only request input they render). */
const KEPT_FRAMES: ReadonlySet<RouteName> = new Set<RouteName>(['cart', 'login']);

/** The headers a page chose that go with it when served again (the rest are each response's own). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'cdn-cache-control', 'vary'];

/** What a 304 repeats of the 200 it stands for, so a CDN's revalidation renews its copy as it was. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'cdn-cache-control', 'vary'];

type ReadApi = (url: string) => Promise<ServerAnswer>;

export interface CachedPages {
  (c: Context): Promise<Response>;
  /** This app's store, for tests. */
  cache: PageCache;
}

/** The handler of every navigation (app.ts); `readApi` answers the render's API reads in-process. */
export function cachedPages(deps: AppDeps, readApi: ReadApi): CachedPages {
  const cache = new PageCache(deps.renderCacheBytes ?? cacheBytesFromEnv());
  const clock = new EventClock(deps.db);
  const ssrDir = deps.ssrDir ?? `${deps.distDir}-ssr`;
  const withBodyEtag = bodyEtag({ weak: true });
  let newest = 0;

  /** A page made for this request alone, as before the cache: its ETag hashes its body. */
  const uncached = async (c: Context) => {
    await withBodyEtag(c, async () => {
      c.res = await navigate(c, deps, readApi);
    });
    return c.res;
  };

  const handler = async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const route = matchRoute(url.pathname)?.route.name;
    const kept = route === undefined || CATALOG_PAGES.has(route) || KEPT_FRAMES.has(route);
    const lang = url.pathname === '/' ? rootLang(c) : null;
    // The root in English is a redirect to /en.
    if (cache.maxBytes === 0 || !kept || lang === 'en') return uncached(c);
    const cartKeyed = route !== undefined && KEPT_FRAMES.has(route);
    const request = requestPart(c, url, {
      origin: originOf(c, deps.publicOrigin ?? null),
      rootLang: lang,
      cartCount: cartKeyed,
      bot: BOT_RE.test(c.req.header('User-Agent') ?? ''),
    });
    const { key, etag, version } = await pageKey(
      deps.db,
      clock,
      buildStamp(deps.distDir, ssrDir),
      request,
    );
    // Entries of an older version will not be asked for again: their memory goes at once.
    if (version > newest) {
      if (newest > 0) cache.clear();
      newest = version;
    }
    if (matchesEtag(c.req.header('If-None-Match'), etag))
      return notModified(c, etag, cache.peek(key));

    let own: Response | undefined;
    const page = await cache.fill(key, async () => {
      const report: NavigateReport = { keep: false, cartRead: false };
      let failed = false;
      const reads: ReadApi = (path) =>
        readApi(path).then(
          (answer) => {
            if ('status' in answer && answer.status >= 500) failed = true;
            return answer;
          },
          (error: unknown) => {
            failed = true;
            throw error;
          },
        );
      const res = await navigate(c, deps, reads, report);
      const whole = report.keep && !failed && (cartKeyed || !report.cartRead);
      if (!whole || (res.status !== 200 && res.status !== 404)) {
        own = res;
        return null;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      // Compressed once here rather than for each request (about 2 ms of brotli for a 100 KB page).
      const [brotli, gzip] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
      return {
        status: res.status,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body,
        forms: { br: brotli, gzip },
      };
    });
    if (page) return serve(c, page, etag);
    // This request's own render, or one that waited for a render that could not be kept.
    return own ?? uncached(c);
  };
  return Object.assign(handler, { cache });
}

function serve(c: Context, page: CachedPage, etag: string): Response {
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers.ETag = etag;
  const res = c.body(page.body, page.status as 200, headers);
  keptForms.set(res, page.forms);
  return res;
}

function notModified(c: Context, etag: string, page: CachedPage | undefined): Response {
  const headers: Record<string, string> = { ETag: etag };
  for (const [name, value] of page?.headers ?? [])
    if (NOT_MODIFIED_HEADERS.includes(name)) headers[name] = value;
  return c.body(null, 304, headers);
}
