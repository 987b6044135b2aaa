/**
 * The content area's admin endpoints (contract/admin/content-endpoints.ts): pages, events, hero
 * slides and the pictures they may show. Every write is audited in its transaction (*-write.ts).
 * A change reaches shoppers within 60 s: the storefront's content and home reads, and their server
 * rendered pages, are kept by shared caches for at most s-maxage + stale-while-revalidate (30 + 30 s,
 * server/http/cache.ts; decision 010), browsers and the service worker revalidate on every use, and
 * no process keeps a copy of its own (the last-good copies serve only while the database is away).
 */
import { Hono, type Context } from 'hono';
import { contentEndpoints as e } from '../../../contract/admin/content-endpoints';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { deleteEvent, listAdminEvents, readAdminEvent, saveEvent } from './event-write';
import { deletePage, listAdminPages, readAdminPage, savePage } from './page-write';
import { listContentPictures } from './pictures';
import { deleteSlide, listAdminSlides, reorderSlides, saveSlide } from './slide-write';

type Saved<K extends string, T> = { kind: 'saved' } & Record<K, T>;
type Result<K extends string, T> =
  Saved<K, T> | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'not_found' };

export function adminContentRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  /** A save's answer: 422 with its errors, 404, or the saved entity (201 when created). */
  const answer = <K extends string, T>(
    c: Context<StaffEnv>,
    key: K,
    result: Result<K, T>,
    status: 200 | 201,
  ) => {
    if (result.kind === 'invalid') return validationFailed(c, result.errors);
    if (result.kind === 'not_found') throw notFound();
    return c.json({ data: (result as Saved<K, T>)[key] }, status);
  };

  adminRoute(app, db, e.adminPages, async (c) => c.json({ data: await listAdminPages(db) }));
  adminRoute(app, db, e.createPage, async (c) => {
    const body = await bodyOf(c, e.createPage.body);
    return answer(c, 'page', await savePage(db, c.get('staff'), null, body), 201);
  });
  adminRoute(app, db, e.adminPage, async (c) => {
    const found = await readAdminPage(db, paramsOf(c, e.adminPage).slug);
    if (!found) throw notFound();
    return c.json({ data: found });
  });
  adminRoute(app, db, e.updatePage, async (c) => {
    const { slug } = paramsOf(c, e.updatePage);
    const body = await bodyOf(c, e.updatePage.body);
    return answer(c, 'page', await savePage(db, c.get('staff'), slug, body), 200);
  });
  adminRoute(app, db, e.deletePage, async (c) => {
    const result = await deletePage(db, c.get('staff'), paramsOf(c, e.deletePage).slug);
    if (result === 'not_found') throw notFound();
    // The storefront's footer and side menu link to it: a deleted page would be a 404 on every screen.
    if (result === 'linked') return validationFailed(c, { _: ['content.errors.page_linked'] });
    return c.body(null, 204);
  });

  adminRoute(app, db, e.adminEvents, async (c) => c.json({ data: await listAdminEvents(db) }));
  adminRoute(app, db, e.createEvent, async (c) => {
    const body = await bodyOf(c, e.createEvent.body);
    return answer(c, 'event', await saveEvent(db, c.get('staff'), null, body), 201);
  });
  adminRoute(app, db, e.adminEvent, async (c) => {
    const found = await readAdminEvent(db, paramsOf(c, e.adminEvent).slug);
    if (!found) throw notFound();
    return c.json({ data: found });
  });
  adminRoute(app, db, e.updateEvent, async (c) => {
    const { slug } = paramsOf(c, e.updateEvent);
    const body = await bodyOf(c, e.updateEvent.body);
    return answer(c, 'event', await saveEvent(db, c.get('staff'), slug, body), 200);
  });
  adminRoute(app, db, e.deleteEvent, async (c) => {
    const result = await deleteEvent(db, c.get('staff'), paramsOf(c, e.deleteEvent).slug);
    if (result === 'not_found') throw notFound();
    return c.body(null, 204);
  });

  adminRoute(app, db, e.heroSlides, async (c) => c.json({ data: await listAdminSlides(db) }));
  adminRoute(app, db, e.createSlide, async (c) => {
    const body = await bodyOf(c, e.createSlide.body);
    return answer(c, 'slide', await saveSlide(db, c.get('staff'), null, body), 201);
  });
  // Before `/:id`, which would otherwise take `order` for an id and answer 404.
  adminRoute(app, db, e.reorderSlides, async (c) => {
    const { ids } = await bodyOf(c, e.reorderSlides.body);
    const result = await reorderSlides(db, c.get('staff'), ids);
    if (result === 'mismatch')
      return validationFailed(c, { ids: ['content.errors.order_mismatch'] });
    return c.json({ data: result });
  });
  adminRoute(app, db, e.updateSlide, async (c) => {
    const { id } = paramsOf(c, e.updateSlide);
    const body = await bodyOf(c, e.updateSlide.body);
    return answer(c, 'slide', await saveSlide(db, c.get('staff'), Number(id), body), 200);
  });
  adminRoute(app, db, e.deleteSlide, async (c) => {
    const result = await deleteSlide(db, c.get('staff'), Number(paramsOf(c, e.deleteSlide).id));
    if (result === 'not_found') throw notFound();
    return c.body(null, 204);
  });

  adminRoute(app, db, e.contentPictures, async (c) => {
    const { q } = queryOf(c, e.contentPictures.query);
    return c.json({ data: await listContentPictures(db, q) });
  });

  return app;
}
