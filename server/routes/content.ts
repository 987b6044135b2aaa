/** Content reads: pages and events, lists (paged) and single. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { listEvents, listPages, loadEvent, loadPage } from '../db/queries/content';
import { lowStockThreshold } from '../db/queries/settings';
import { publicRead } from '../http/cache';
import { notFound } from '../http/errors';
import { isSlug, langOf, pagingOf } from '../http/params';

export function contentRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.use(publicRead);

  app.get('/pages', async (c) => {
    const lang = langOf(c);
    const { page, perPage } = pagingOf(c);
    const { items, total } = await listPages(db, lang, page, perPage);
    return c.json({ data: { items, page, per_page: perPage, total } });
  });

  app.get('/pages/:slug', async (c) => {
    const lang = langOf(c);
    const slug = c.req.param('slug');
    const found = isSlug(slug) ? await loadPage(db, slug, lang) : null;
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  app.get('/events', async (c) => {
    const lang = langOf(c);
    const { page, perPage } = pagingOf(c);
    const { items, total } = await listEvents(db, lang, page, perPage, await lowStockThreshold(db));
    return c.json({ data: { items, page, per_page: perPage, total } });
  });

  app.get('/events/:slug', async (c) => {
    const lang = langOf(c);
    const slug = c.req.param('slug');
    const found = isSlug(slug)
      ? await loadEvent(db, slug, lang, await lowStockThreshold(db))
      : null;
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  return app;
}
