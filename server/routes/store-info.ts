/** GET store-info: the store settings table plus the ad tag id from the environment. */
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { StoreInfo } from '../../contract/types';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { publicRead } from '../http/cache';

const { storeInfo } = endpoints;

export function storeInfoRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.on(storeInfo.method, storeInfo.route, publicRead, async (c) => {
    const settings = await readSettings(deps.db);
    const id = deps.googleAdsId?.trim();
    const data: StoreInfo = { ...settings, google_ads: id ? { id } : null };
    return c.json({ data });
  });
  return app;
}
