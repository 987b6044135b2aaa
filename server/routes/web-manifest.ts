/**
 * The web app manifest in each language (contract/web-manifest.ts), made on each request from the
 * store's name so an installed shop follows a new one. Revalidated on every use, with a weak ETag.
 * Without the database the default name stands in: the manifest is what installs the shop, and it
 * needs nothing else.
 */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { LANGS } from '../../contract/constants';
import { MANIFEST_PATHS, webManifest } from '../../contract/web-manifest';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { STORE_DEFAULTS } from '../db/store-defaults';

export function webManifestRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  for (const lang of LANGS) {
    app.get(MANIFEST_PATHS[lang], etag({ weak: true }), async (c) => {
      const name = await readSettings(deps.db)
        .then((settings) => settings.name)
        .catch(() => STORE_DEFAULTS.name);
      return c.body(JSON.stringify(webManifest(lang, name)), 200, {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });
  }
  return app;
}
