/**
 * The admin API's return endpoints (contract/admin/return-endpoints.ts), each mounted with adminRoute:
 * the list, one request, and the shop's answers (approve, refuse, receive, refund), which answer the
 * request as it now is.
 */
import { Hono } from 'hono';
import { returnEndpoints as e } from '../../../contract/admin/return-endpoints';
import type { Lang } from '../../../contract/types';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { originOf } from '../../http/public-origin';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { approve, receive, refund, refuse } from './return-actions';
import { listReturns, readReturn } from './return-reads';

export function adminReturnsRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, e.adminReturns, async (c) =>
    c.json({ data: await listReturns(db, queryOf(c, e.adminReturns.query)) }),
  );

  adminRoute(app, db, e.adminReturn, async (c) => {
    const { id } = paramsOf(c, e.adminReturn);
    const { lang } = queryOf(c, e.adminReturn.query);
    const found = await readReturn(db, Number(id), lang);
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  /** An answer, then the request as it now is, its lines named in the screen's language. */
  const answered = async (done: boolean, id: number, lang: Lang) => {
    if (!done) throw notFound();
    deps.mail?.nudge(); // the shopper's mail, when the order moved
    return (await readReturn(db, id, lang))!;
  };
  const ctx = (c: { get(key: 'staff'): StaffEnv['Variables']['staff'] }, origin: string) => ({
    db,
    actor: c.get('staff'),
    origin,
  });

  adminRoute(app, db, e.approveReturn, async (c) => {
    const id = Number(paramsOf(c, e.approveReturn).id);
    const done = await approve(ctx(c, originOf(c, deps.publicOrigin ?? null)), id);
    return c.json({ data: await answered(done, id, queryOf(c, e.approveReturn.query).lang) });
  });

  adminRoute(app, db, e.refuseReturn, async (c) => {
    const id = Number(paramsOf(c, e.refuseReturn).id);
    const { reason } = await bodyOf(c, e.refuseReturn.body);
    const done = await refuse(ctx(c, originOf(c, deps.publicOrigin ?? null)), id, reason);
    return c.json({ data: await answered(done, id, queryOf(c, e.refuseReturn.query).lang) });
  });

  adminRoute(app, db, e.receiveReturn, async (c) => {
    const id = Number(paramsOf(c, e.receiveReturn).id);
    const body = await bodyOf(c, e.receiveReturn.body);
    const done = await receive(ctx(c, originOf(c, deps.publicOrigin ?? null)), id, body);
    return c.json({ data: await answered(done, id, queryOf(c, e.receiveReturn.query).lang) });
  });

  adminRoute(app, db, e.refundReturn, async (c) => {
    const id = Number(paramsOf(c, e.refundReturn).id);
    const body = await bodyOf(c, e.refundReturn.body);
    const done = await refund(ctx(c, originOf(c, deps.publicOrigin ?? null)), id, body);
    return c.json({ data: await answered(done, id, queryOf(c, e.refundReturn.query).lang) });
  });

  return app;
}
