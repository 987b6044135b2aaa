/**
 * GET /api/catalog/variants?ids=1,2,3&lang=: the cart's price and stock re-check. Never cached: a stale
 * answer would hide the very price or stock change the shopper must see, so it says no-store.
 */
import { Hono } from 'hono';
import { PER_PAGE_MAX } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { lowStockThreshold } from '../db/queries/settings';
import { loadVariantChecks } from '../db/queries/variants';
import { badRequest } from '../http/errors';
import { langOf } from '../http/params';

/** At most as many as a list page; a cart holds far fewer lines. */
export const MAX_VARIANT_IDS = PER_PAGE_MAX;
const ID_RE = /^[1-9]\d{0,8}$/;

function idsOf(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '')
    throw badRequest('ids is required: variant ids joined by commas');
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length > MAX_VARIANT_IDS)
    throw badRequest(`ids takes at most ${MAX_VARIANT_IDS} ids, got ${parts.length}`);
  const bad = parts.find((p) => !ID_RE.test(p));
  if (bad !== undefined)
    throw badRequest(`ids must be whole numbers joined by commas, got "${bad.slice(0, 20)}"`);
  return [...new Set(parts.map(Number))];
}

export function variantRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const lang = langOf(c);
    const ids = idsOf(c.req.query('ids'));
    const data = await loadVariantChecks(deps.db, ids, lang, await lowStockThreshold(deps.db));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });
  return app;
}
