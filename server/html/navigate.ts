/**
 * Every GET that is not an API call, a picture or a static file: dist/index.html with the route's head
 * filled in and the true status (404 for an unknown route or slug). Bots get a bare 404 instead.
 * Catalog pages (and the not-found view) come rendered by the server (render-page.ts), with their CSS
 * and chunks named in the head; the rest is the app shell, rendered in the browser.
 * The bare root answers in the visitor's language: an English cookie or browser is sent to /en.
 * Browsers revalidate the HTML on each use because it names the current build's assets; a CDN may
 * keep a rendered catalog page for a minute (and serve it stale for a few while it refetches).
 */
import type { Context } from 'hono';
import { CART_COUNT_READ, readCartCount } from '../../contract/cart-hint';
import { acceptedLanguages, pickBrowserLang, readLangCookie } from '../../contract/locale';
import { notFoundMessage } from '../../contract/not-found';
import { matchRoute, splitLang, type RouteMatch } from '../../contract/routes';
import type { Lang } from '../../contract/types';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { publicCatalogHeaders } from '../http/cache';
import { localLocation } from '../http/local-location';
import { originOf } from '../http/public-origin';
import { log, loggablePath } from '../log';
import { linksFor } from './canonical';
import { fillTemplate, renderHeadTags, type HeadInfo } from './head-tags';
import { clip, routeHead } from './route-head';
import { cssText, entryAssets, pageAssets, readManifest } from './page-assets';
import {
  renderServerPage,
  CATALOG_PAGES,
  FRAME_PAGES,
  SERVER_RENDERED,
  type ServerAnswer,
  type ServerPage,
} from './render-page';
import { serverPageHtml, templateStyles } from './server-page-html';
import { readIndexHtml } from './template';
import { errorTitle, routeTitle, withStoreName } from './title';

const CASE_SENSITIVE = new Set(['checkout', 'order']);

export const BOT_RE = /bot|crawler|spider|slurp|bingpreview/i;

const DEFAULT_DESCRIPTION = {
  vi: 'Thời trang, phụ kiện và sự kiện — mua sắm nhanh, cả khi mạng chập chờn.',
  en: 'Clothing, accessories and events — quick to shop, even on a flaky connection.',
};

/** The root's language: the kept choice, else the browser's (as the app's own rootRedirect decides). */
export function rootLang(c: Context): Lang {
  return (
    readLangCookie(c.req.header('Cookie') ?? '') ??
    pickBrowserLang(acceptedLanguages(c.req.header('Accept-Language') ?? ''))
  );
}

/** The root's answer depends on these request headers. */
const ROOT_VARY = 'Cookie, Accept-Language';

/** What a navigation tells the render cache (cached-pages.ts) about the answer it made. */
export interface NavigateReport {
  /** A whole server render, its answer made from nothing but its key's inputs: it may be kept. */
  keep: boolean;
  /** The render read the request's cart cookie. */
  cartRead: boolean;
}

export async function navigate(
  c: Context,
  deps: AppDeps,
  readApi: (url: string) => Promise<ServerAnswer>,
  report: NavigateReport = { keep: false, cartRead: false },
) {
  const url = new URL(c.req.url);
  const isRoot = url.pathname === '/';
  if (isRoot && rootLang(c) === 'en') {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', ROOT_VARY);
    return c.redirect(localLocation(`/en${url.search}`), 302);
  }
  const origin = originOf(c, deps.publicOrigin ?? null);
  const template = await readIndexHtml(deps.distDir);
  if (template === null) {
    return c.text(
      'The storefront app is not built yet: run `npm run build` to create dist/index.html.',
      503,
      { 'Cache-Control': 'no-store', 'Retry-After': '30' },
    );
  }
  const match = matchRoute(url.pathname);
  // Paths are lowercase (the canonical form); tokens in checkout and order paths are case-sensitive.
  const lower = url.pathname.toLowerCase();
  if (lower !== url.pathname && !(match && CASE_SENSITIVE.has(match.route.name))) {
    return c.redirect(localLocation(`${lower}${url.search}`), 301);
  }
  const settings = await readSettings(deps.db);
  const links = match
    ? linksFor(origin, url, { lowercase: !CASE_SENSITIVE.has(match.route.name) })
    : null;
  const head =
    match && links
      ? await routeHead(deps.db, match, {
          origin,
          url: links.canonical,
          search: url.search.slice(1),
          settings,
        })
      : null;
  if (head?.redirect) {
    // Not kept for good (a 301's default): the old slug may be the product's own again one day.
    c.header('Cache-Control', 'no-cache');
    return c.redirect(localLocation(`${head.redirect}${url.search}`), 301);
  }
  const found = Boolean(head?.found);
  if (!found && BOT_RE.test(c.req.header('User-Agent') ?? '')) {
    (deps.log ?? log).warn(
      { method: c.req.method, path: loggablePath(url.pathname) },
      '404 for bot',
    );
    return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
  }
  const lang = match?.lang ?? splitLang(url.pathname).lang;
  const saveData = c.req.header('Save-Data')?.toLowerCase() === 'on';
  const title =
    found && match
      ? routeTitle(match, head?.name)
      : errorTitle(404, notFoundMessage(lang, url.pathname));
  const info: HeadInfo = {
    lang,
    title: withStoreName(title, settings.name),
    shareTitle: title,
    description: head?.description || clip(DEFAULT_DESCRIPTION[lang]),
    links: found ? links : null,
    noindex: !found || Boolean(head?.noindex),
    ogType: head?.ogType ?? 'website',
    shareImage: found ? (head?.shareImage ?? null) : null,
    // Save-Data: the app offers only the smallest picture, so the preload names only that one.
    lcp: found && head?.lcp ? { ...head.lcp, smallestOnly: saveData } : null,
    preloadApi: found ? (head?.preloadApi ?? null) : null,
    jsonLd: found ? (head?.jsonLd ?? []) : [],
  };
  const rendered =
    !match || SERVER_RENDERED.has(match.route.name)
      ? await renderServerPage({
          ssrDir: deps.ssrDir ?? `${deps.distDir}-ssr`,
          path: url.pathname,
          search: url.search.slice(1),
          lang,
          notFound: !found,
          saveData,
          readApi: withCartCount(readApi, c.req.header('Cookie') ?? '', report),
          log: deps.log ?? log,
        })
      : null;
  // The page's answers are in it: the API preload would fetch them a second time.
  if (rendered) info.preloadApi = null;
  let html = fillTemplate(template, info, renderHeadTags(info, origin, settings.name));
  const shaped = rendered && (await shapeServerPage(deps.distDir, html, rendered, match));
  if (shaped) html = shaped;
  report.keep = Boolean(shaped && rendered?.complete);
  // A rendered catalog page is the same for every visitor of its URL: a CDN may keep it a minute
  // (http/cache.ts). Not the root (its language comes from the request), nor a 404, the shell or a
  // screen the server renders the frame of (its cart comes from the request's cookie).
  const catalog = Boolean(
    rendered && found && !isRoot && match && CATALOG_PAGES.has(match.route.name),
  );
  const cache = catalog ? publicCatalogHeaders(c) : { 'Cache-Control': 'no-cache' };
  // A frame page renders from the request's cookies (the cart and a checkout from the cart's count).
  const vary = isRoot
    ? `Save-Data, ${ROOT_VARY}`
    : match && FRAME_PAGES.has(match.route.name)
      ? 'Save-Data, Cookie'
      : 'Save-Data';
  return c.html(html, found ? 200 : 404, { ...cache, Vary: vary });
}

/** The server page's HTML (server-page-html.ts); null when the build lacks what it needs (the shell then). */
async function shapeServerPage(
  distDir: string,
  template: string,
  page: ServerPage,
  match: RouteMatch | null,
): Promise<string | null> {
  const manifest = await readManifest(distDir);
  const entry = manifest && entryAssets(manifest);
  if (!manifest || !entry) return null;
  const assets = pageAssets(manifest, match?.route.name ?? null);
  const hrefs = [...templateStyles(template), ...assets.styles];
  const texts = await Promise.all(hrefs.map((href) => cssText(distDir, href)));
  const css = new Map<string, string>();
  hrefs.forEach((href, i) => texts[i] !== null && css.set(href, texts[i]!));
  return serverPageHtml(template, {
    markup: page.html,
    state: page.state,
    css,
    pageStyles: assets.styles,
    ...entry,
  });
}

/** The render's reads, with the request's cart count among them (contract/cart-hint.ts). */
function withCartCount(
  readApi: (url: string) => Promise<ServerAnswer>,
  cookie: string,
  report: NavigateReport,
): (url: string) => Promise<ServerAnswer> {
  return (url) => {
    if (url !== CART_COUNT_READ) return readApi(url);
    report.cartRead = true;
    return Promise.resolve({ data: readCartCount(cookie) });
  };
}
