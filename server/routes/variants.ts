/**
 * GET variants?ids=1,2,3&lang=: the cart's price and stock re-check. Never cached: a stale answer
 * would hide the very price or stock change the shopper must see, so it says no-store (and carries no
 * ETag: nothing keeps it to revalidate).
 */
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { AppDeps } from '../deps';
import { lowStockThreshold } from '../db/queries/settings';
import { loadVariantChecks } from '../db/queries/variants';
import { queryOf } from '../http/validate';

const { variants } = endpoints;

export function variantRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.on(variants.method, variants.route, async (c) => {
    const { ids, lang } = queryOf(c, variants.query);
    const data = await loadVariantChecks(deps.db, ids, lang, await lowStockThreshold(deps.db));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });
  return app;
}
