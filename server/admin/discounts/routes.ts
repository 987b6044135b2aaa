/** The admin API's discount-code endpoints (contract/admin/discount-endpoints.ts), each mounted with adminRoute. */
import { Hono } from 'hono';
import { discountEndpoints as e } from '../../../contract/admin/discount-endpoints';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { listAdminDiscounts, listDiscountUses, readAdminDiscount } from './discount-read';
import {
  createDiscount,
  pauseDiscount,
  updateDiscount,
  type DiscountResult,
} from './discount-write';
import type { Context } from 'hono';

function answer(c: Context<StaffEnv>, result: DiscountResult, status: 200 | 201 = 200) {
  if (result.kind === 'not_found') throw notFound();
  if (result.kind === 'invalid') return validationFailed(c, result.errors);
  return c.json({ data: result.discount }, status);
}

export function adminDiscountRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, e.adminDiscounts, async (c) =>
    c.json({ data: await listAdminDiscounts(db, queryOf(c, e.adminDiscounts.query)) }),
  );

  adminRoute(app, db, e.createDiscount, async (c) => {
    const body = await bodyOf(c, e.createDiscount.body);
    return answer(c, await createDiscount(db, c.get('staff'), body), 201);
  });

  adminRoute(app, db, e.adminDiscount, async (c) => {
    const found = await readAdminDiscount(db, paramsOf(c, e.adminDiscount).code);
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  adminRoute(app, db, e.updateDiscount, async (c) => {
    const { code } = paramsOf(c, e.updateDiscount);
    const body = await bodyOf(c, e.updateDiscount.body);
    return answer(c, await updateDiscount(db, c.get('staff'), code, body));
  });

  adminRoute(app, db, e.pauseDiscount, async (c) =>
    answer(c, await pauseDiscount(db, c.get('staff'), paramsOf(c, e.pauseDiscount).code, true)),
  );

  adminRoute(app, db, e.resumeDiscount, async (c) =>
    answer(c, await pauseDiscount(db, c.get('staff'), paramsOf(c, e.resumeDiscount).code, false)),
  );

  adminRoute(app, db, e.discountUses, async (c) => {
    const { code } = paramsOf(c, e.discountUses);
    const q = queryOf(c, e.discountUses.query);
    if (!(await readAdminDiscount(db, code))) throw notFound();
    return c.json({ data: await listDiscountUses(db, code, q.page, q.per_page) });
  });

  return app;
}
