/** Catalog reads: home, the collections tree, a collection listing, one product, search. */
import { Hono } from 'hono';
import type { CollectionListing } from '../../contract/types';
import type { AppDeps } from '../deps';
import {
  allCollections,
  allProductsCollection,
  toCollection,
  toTreeItem,
} from '../db/queries/collections';
import { loadHome } from '../db/queries/home';
import { listProducts } from '../db/queries/listing';
import { loadProduct } from '../db/queries/product';
import { search } from '../db/queries/search';
import { lowStockThreshold } from '../db/queries/settings';
import { publicRead } from '../http/cache';
import { badRequest, notFound } from '../http/errors';
import { intParam, isCollectionPath, isSlug, langOf, pagingOf } from '../http/params';
import { filtersOf, sortOf } from './catalog-filters';

const PREFIX = '/api/catalog/collections/';

export function catalogRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.use(publicRead);

  app.get('/home', async (c) =>
    c.json({ data: await loadHome(db, langOf(c), await lowStockThreshold(db)) }),
  );

  app.get('/collections', async (c) => {
    const lang = langOf(c);
    const all = await allCollections(db);
    return c.json({ data: all.map((row) => toTreeItem(all, row, lang)) });
  });

  // `/collections/` (empty slug) lists the whole catalog; the slug may span several segments.
  app.get('/collections/*', async (c) => {
    const lang = langOf(c);
    const path = c.req.path;
    const slug = path.startsWith(PREFIX)
      ? path.slice(PREFIX.length).replace(/\/+$/, '').toLowerCase()
      : '';
    if (!isCollectionPath(slug)) throw notFound();
    const sort = sortOf(c);
    const filters = filtersOf(c);
    const { page, perPage } = pagingOf(c);
    const all = await allCollections(db);
    const row = slug === '' ? null : all.find((r) => r.slug === slug);
    if (slug !== '' && !row) throw notFound();
    const collectionIds = row
      ? all.filter((r) => r.slug === slug || r.slug.startsWith(`${slug}/`)).map((r) => r.id)
      : null;
    const result = await listProducts(db, {
      collectionIds,
      filters,
      sort,
      page,
      perPage,
      lang,
      lowThreshold: await lowStockThreshold(db),
    });
    const data: CollectionListing = {
      collection: row ? toCollection(all, row, lang) : allProductsCollection(lang),
      items: result.items,
      facets: result.facets,
      page,
      per_page: perPage,
      total: result.total,
    };
    return c.json({ data });
  });

  app.get('/products/:slug', async (c) => {
    const lang = langOf(c);
    const slug = c.req.param('slug');
    if (!isSlug(slug)) throw notFound();
    const product = await loadProduct(db, slug, lang, await lowStockThreshold(db));
    if (!product) throw notFound();
    return c.json({ data: product });
  });

  app.get('/search', async (c) => {
    const lang = langOf(c);
    const q = c.req.query('q') ?? '';
    if (q.length > 200) throw badRequest('q is too long (at most 200 characters)');
    const limit = intParam(c, 'limit', 12, 1, 50);
    return c.json({ data: await search(db, q, lang, limit, await lowStockThreshold(db)) });
  });

  return app;
}
