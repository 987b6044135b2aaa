/**
 * Orders: one by its token (the shopper's link), a return request on it, and a signed-in customer's
 * list. Every answer is no-store: an order is one shopper's.
 */
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { Order, Paged } from '../../contract/types';
import type { AppDeps } from '../deps';
import { orders } from '../db/schema-orders';
import { noStore } from '../http/cache';
import { notFound } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { loadOrders } from '../orders/read-orders';
import { originOf } from '../http/public-origin';
import { requestReturn as placeReturn } from '../orders/request-return';
import { requireCustomer, type AccountEnv } from './account-session';

const { order, requestReturn, accountOrders } = endpoints;

export function orderRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();

  app.on(order.method, order.route, noStore, async (c) => {
    const { lang } = queryOf(c, order.query);
    const { token } = paramsOf(c, order);
    const [found] = await loadOrders(db, eq(orders.token, token), lang);
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  app.on(requestReturn.method, requestReturn.route, noStore, async (c) => {
    const { token } = paramsOf(c, requestReturn);
    const body = await bodyOf(c, requestReturn.body);
    const outcome = await placeReturn(db, token, body, {
      origin: originOf(c, deps.publicOrigin ?? null),
    });
    if (outcome.kind === 'not_found') throw notFound();
    if (outcome.kind === 'invalid') return validationFailed(c, outcome.errors);
    deps.mail?.nudge(); // the shop's notice of the request
    return c.json({ data: outcome.request }, 201);
  });

  // A page of the customer's own orders, newest first (API.md's list conventions).
  app.on(accountOrders.method, accountOrders.route, requireCustomer(db), async (c) => {
    const { lang, page, per_page } = queryOf(c, accountOrders.query);
    const mine = eq(orders.customerId, c.get('customer').id);
    const [items, counted] = await Promise.all([
      loadOrders(db, mine, lang, { limit: per_page, offset: (page - 1) * per_page }),
      db.select({ total: count() }).from(orders).where(mine),
    ]);
    const total = counted[0]?.total ?? 0;
    return c.json({ data: { items, page, per_page, total } satisfies Paged<Order> });
  });

  return app;
}
