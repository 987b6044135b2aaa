/**
 * The admin API's order endpoints (contract/admin/order-endpoints.ts), each mounted with adminRoute:
 * the list, the navigation's summary, the CSV export, one order, its moves and its notes. The fixed
 * paths are mounted before `/orders/:number`, which would otherwise answer them. A move is
 * server/orders/move-order.ts's, the one `npm run order` makes (same rules, event, mail and stock),
 * with the member as its audited actor; a refused one answers 409, never 500.
 */
import { Hono } from 'hono';
import { orderEndpoints as e } from '../../../contract/admin/order-endpoints';
import type { AppDeps } from '../../deps';
import { notFound, sendError } from '../../http/errors';
import { originOf } from '../../http/public-origin';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { MoveRefused, moveOrder } from '../../orders/move-order';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { exportOrders } from './order-export';
import { listAdminOrders, ordersSummary } from './order-list';
import { addOrderNote } from './order-notes';
import { readAdminOrder } from './order-read';

export function adminOrderRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, e.adminOrders, async (c) =>
    c.json({ data: await listAdminOrders(db, queryOf(c, e.adminOrders.query)) }),
  );

  adminRoute(app, db, e.ordersSummary, async (c) => c.json({ data: await ordersSummary(db) }));

  adminRoute(app, db, e.exportOrders, async (c) => {
    const q = queryOf(c, e.exportOrders.query);
    return c.body(await exportOrders(db, q), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${q.from}-${q.to}.csv"`,
    });
  });

  adminRoute(app, db, e.adminOrder, async (c) => {
    const { number } = paramsOf(c, e.adminOrder);
    const { lang } = queryOf(c, e.adminOrder.query);
    const order = await readAdminOrder(db, number, lang);
    if (!order) throw notFound();
    return c.json({ data: order });
  });

  adminRoute(app, db, e.moveOrder, async (c) => {
    const { number } = paramsOf(c, e.moveOrder);
    const { to } = await bodyOf(c, e.moveOrder.body);
    try {
      const moved = await moveOrder(db, number, to, {
        origin: originOf(c, deps.publicOrigin ?? null),
        actor: c.get('staff'),
      });
      return c.json({ data: moved });
    } catch (err) {
      if (!(err instanceof MoveRefused)) throw err;
      if (err.reason === 'unknown_order') throw notFound();
      return sendError(c, 409, err.message, { to: ['orders.errors.move_refused'] });
    }
  });

  adminRoute(app, db, e.addOrderNote, async (c) => {
    const { number } = paramsOf(c, e.addOrderNote);
    const { text } = await bodyOf(c, e.addOrderNote.body);
    const note = await addOrderNote(db, c.get('staff'), number, text);
    if (!note) throw notFound();
    return c.json({ data: note }, 201);
  });

  return app;
}
