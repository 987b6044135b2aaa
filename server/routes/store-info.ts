/** GET store-info: the store settings table; the ad tag id is the owner's, else the environment's. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { StoreInfoSchema } from '../../contract/api/shapes';
import { endpoints } from '../../contract/api/endpoints';
import type { StoreInfo } from '../../contract/types';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { publicRead } from '../http/cache';

const { storeInfo } = endpoints;

export function storeInfoRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.on(storeInfo.method, storeInfo.route, publicRead, async (c) => {
    const { google_tag_id, ...settings } = await readSettings(deps.db);
    const id = google_tag_id ?? deps.googleAdsId?.trim();
    // Parsed to its shape: rows of the table that are not store info (staff_security) stay out.
    const data: StoreInfo = v.parse(StoreInfoSchema, {
      ...settings,
      google_ads: id ? { id } : null,
    });
    return c.json({ data });
  });
  return app;
}
