/**
 * /robots.txt and /sitemap.xml (both languages, hreflang pairs), built from the database on each
 * request. Published products only: a draft or archived product's page answers 404.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_PREFIX } from '../../contract/api/paths';
import { localizePath } from '../../contract/routes';
import type { AppDeps } from '../deps';
import { events, pages, products } from '../db/schema';
import { allCollections } from '../db/queries/collections';
import { escapeHtml } from '../html/head-tags';
import { originOf } from '../http/public-origin';

export function seoRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/robots.txt', (c) => {
    const origin = originOf(c, deps.publicOrigin ?? null);
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: ${API_PREFIX}/\n\nSitemap: ${origin}/sitemap.xml\n`,
      200,
      { 'Cache-Control': 'public, max-age=3600' },
    );
  });
  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c, deps.publicOrigin ?? null);
    const { db } = deps;
    const [cols, prods, pgs, evs] = await Promise.all([
      allCollections(db),
      db.select({ slug: products.slug }).from(products).where(eq(products.status, 'published')),
      db.select({ slug: pages.slug }).from(pages),
      db.select({ slug: events.slug }).from(events),
    ]);
    const paths = [
      '/',
      '/collection',
      ...cols.map((x) => `/collection/${x.slug}`),
      ...prods.map((x) => `/product/${x.slug}`),
      ...pgs.map((x) => `/page/${x.slug}`),
      ...evs.map((x) => `/event/${x.slug}`),
    ];
    const entry = (path: string, lang: 'vi' | 'en') => {
      const href = (l: 'vi' | 'en') => escapeHtml(origin + localizePath(l, path));
      const alt = (hreflang: string, l: 'vi' | 'en') =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(l)}"/>`;
      // Both languages list each other (and the Vietnamese default), as Google asks of sitemap alternates.
      return `<url><loc>${href(lang)}</loc>${alt('vi', 'vi')}${alt('en', 'en')}${alt('x-default', 'vi')}</url>`;
    };
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
      .flatMap((p) => [entry(p, 'vi'), entry(p, 'en')])
      .join('\n')}\n</urlset>\n`;
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return app;
}
