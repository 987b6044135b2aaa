/**
 * Stock by hand (set or adjust a variant's, with a reason; its history) and the store's low-stock
 * threshold, the number behind the storefront's "Only {count} left" (store_settings
 * `low_stock_threshold`). Staff read the threshold (their stock screens show low stock by it); only
 * the owner changes it, as the issue keeps store settings the owner's.
 */
import type { Hono } from 'hono';
import { catalogEndpoints } from '../../../contract/admin/catalog-endpoints';
import type { Db } from '../../db/client';
import { lowStockThreshold } from '../../db/queries/settings';
import { storeSettings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { audit } from '../audit';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { changeStock, stockHistory } from './stock';

const {
  changeStock: change,
  stockHistory: history,
  stockSettings,
  saveStockSettings,
} = catalogEndpoints;

const KEY = 'low_stock_threshold';

export function stockRoutes(app: Hono<StaffEnv>, db: Db): void {
  adminRoute(app, db, change, async (c) => {
    const { id } = paramsOf(c, change);
    const body = await bodyOf(c, change.body);
    const result = await changeStock(db, c.get('staff'), Number(id), body);
    if (result === 'not_found') throw notFound();
    if (result === 'negative')
      return validationFailed(c, { quantity: ['catalog.errors.stock_negative'] });
    return c.json({ data: result });
  });

  adminRoute(app, db, history, async (c) => {
    const { id } = paramsOf(c, history);
    const q = queryOf(c, history.query);
    const found = await stockHistory(db, Number(id), q.page, q.per_page);
    if (!found) throw notFound();
    return c.json({ data: found });
  });

  adminRoute(app, db, stockSettings, async (c) =>
    c.json({ data: { low_stock_threshold: await lowStockThreshold(db) } }),
  );

  adminRoute(app, db, saveStockSettings, async (c) => {
    const { low_stock_threshold } = await bodyOf(c, saveStockSettings.body);
    await db.transaction(async (tx) => {
      const before = await lowStockThreshold(tx);
      await tx
        .insert(storeSettings)
        .values({ key: KEY, value: low_stock_threshold })
        .onConflictDoUpdate({ target: storeSettings.key, set: { value: low_stock_threshold } });
      await audit(tx, c.get('staff'), {
        action: 'settings.stock',
        entity: 'settings',
        entityId: KEY,
        before: { low_stock_threshold: before },
        after: { low_stock_threshold },
      });
    });
    return c.json({ data: { low_stock_threshold } });
  });
}
