/**
 * Every GET that is not an API call, a picture or a static file: dist/index.html with the route's head
 * filled in and the true status (404 for an unknown route or slug). Bots get a bare 404 instead.
 * The HTML is revalidated on each use (no-cache) because it names the current build's assets.
 */
import type { Context } from 'hono';
import { matchRoute, splitLang } from '../../contract/routes';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { localLocation } from '../http/local-location';
import { originOf } from '../http/public-origin';
import { log, loggablePath } from '../log';
import { linksFor } from './canonical';
import { fillTemplate, renderHeadTags, type HeadInfo } from './head-tags';
import { clip, routeHead } from './route-head';
import { readIndexHtml } from './template';
import { errorTitle, routeTitle, withStoreName } from './title';

const CASE_SENSITIVE = new Set(['checkout', 'order']);

export const BOT_RE = /bot|crawler|spider|slurp|bingpreview/i;

const DEFAULT_DESCRIPTION = {
  vi: 'Thời trang, phụ kiện và sự kiện — mua sắm nhanh, cả khi mạng chập chờn.',
  en: 'Clothing, accessories and events — quick to shop, even on a flaky connection.',
};

export async function navigate(c: Context, deps: AppDeps) {
  const url = new URL(c.req.url);
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
      : errorTitle(404, `Page not found: ${url.pathname}`);
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
  const html = fillTemplate(template, info, renderHeadTags(info, origin, settings.name));
  return c.html(html, found ? 200 : 404, { 'Cache-Control': 'no-cache', Vary: 'Save-Data' });
}
