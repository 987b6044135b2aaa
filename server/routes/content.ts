/** Content reads: pages and events, lists (paged) and single. */
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { AppDeps } from '../deps';
import { listEvents, listPages, loadEvent, loadPage } from '../db/queries/content';
import { lowStockThreshold } from '../db/queries/settings';
import { publicRead } from '../http/cache';
import { notFound } from '../http/errors';
import { paramsOf, queryOf } from '../http/validate';

const { pages, page, events, event } = endpoints;

export function contentRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.on(pages.method, pages.route, publicRead, async (c) => {
    const q = queryOf(c, pages.query);
    const { items, total } = await listPages(db, q.lang, q.page, q.per_page);
    return c.json({ data: { items, page: q.page, per_page: q.per_page, total } });
  });

  app.on(page.method, page.route, publicRead, async (c) => {
    const { lang } = queryOf(c, page.query);
    const { slug } = paramsOf(c, page);
    const found = await loadPage(db, slug, lang);
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  app.on(events.method, events.route, publicRead, async (c) => {
    const q = queryOf(c, events.query);
    const threshold = await lowStockThreshold(db);
    const { items, total } = await listEvents(db, q.lang, q.page, q.per_page, threshold);
    return c.json({ data: { items, page: q.page, per_page: q.per_page, total } });
  });

  app.on(event.method, event.route, publicRead, async (c) => {
    const { lang } = queryOf(c, event.query);
    const { slug } = paramsOf(c, event);
    const found = await loadEvent(db, slug, lang, await lowStockThreshold(db));
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  return app;
}
