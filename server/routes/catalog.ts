/** Catalog reads: home, the collections tree, a collection listing, one product, search. */
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { fillRoute } from '../../contract/api/paths';
import type { CollectionListing } from '../../contract/types';
import type { AppDeps } from '../deps';
import {
  allCollections,
  allProductsCollection,
  toCollection,
  toTreeItem,
} from '../db/queries/collections';
import { loadHome } from '../db/queries/home';
import { listProducts, type ListingFilters } from '../db/queries/listing';
import { loadProduct } from '../db/queries/product';
import { movedProductSlug } from '../db/queries/product-head';
import { search } from '../db/queries/search';
import { lowStockThreshold } from '../db/queries/settings';
import { publicRead } from '../http/cache';
import { notFound } from '../http/errors';
import { paramsOf, queryOf } from '../http/validate';

const { home, collections, collection, product, search: searchEndpoint } = endpoints;

/** A listing's filters as the collection's and the search's queries name them. */
function filtersOf(q: {
  color: ListingFilters['colors'];
  size: string[];
  category: string[];
  price_min: number | null;
  price_max: number | null;
  in_stock: boolean;
}): ListingFilters {
  return {
    colors: q.color,
    sizes: q.size,
    categories: q.category,
    priceMin: q.price_min,
    priceMax: q.price_max,
    inStock: q.in_stock,
  };
}

export function catalogRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.on(home.method, home.route, publicRead, async (c) => {
    const { lang } = queryOf(c, home.query);
    return c.json({ data: await loadHome(db, lang, await lowStockThreshold(db)) });
  });

  // Before the listing's route, whose `*` would take this path too.
  app.on(collections.method, collections.route, publicRead, async (c) => {
    const { lang } = queryOf(c, collections.query);
    const all = await allCollections(db);
    return c.json({ data: all.map((row) => toTreeItem(all, row, lang)) });
  });

  // `/collections/` (empty slug) lists the whole catalog; the slug may span several segments.
  app.on(collection.method, collection.route, publicRead, async (c) => {
    const q = queryOf(c, collection.query);
    const slug = paramsOf(c, collection)['*'];
    const [all, lowThreshold] = await Promise.all([allCollections(db), lowStockThreshold(db)]);
    const row = slug === '' ? null : all.find((r) => r.slug === slug);
    if (slug !== '' && !row) throw notFound();
    const collectionIds = row
      ? all.filter((r) => r.slug === slug || r.slug.startsWith(`${slug}/`)).map((r) => r.id)
      : null;
    const result = await listProducts(db, {
      collectionIds,
      filters: filtersOf(q),
      sort: q.sort,
      page: q.page,
      perPage: q.per_page,
      lang: q.lang,
      lowThreshold,
    });
    const data: CollectionListing = {
      collection: row ? toCollection(all, row, q.lang) : allProductsCollection(q.lang),
      items: result.items,
      facets: result.facets,
      page: q.page,
      per_page: q.per_page,
      total: result.total,
    };
    return c.json({ data });
  });

  app.on(product.method, product.route, publicRead, async (c) => {
    const { lang } = queryOf(c, product.query);
    const { slug } = paramsOf(c, product);
    const found = await loadProduct(db, slug, lang, await lowStockThreshold(db));
    if (found) return c.json({ data: found });
    // A renamed product's old slug: 301 to its read under the new one (fetch follows it), the query kept.
    const moved = await movedProductSlug(db, slug);
    if (!moved) throw notFound();
    c.header('Cache-Control', 'no-cache');
    return c.redirect(
      `${fillRoute(product.route, { slug: moved })}${new URL(c.req.url).search}`,
      301,
    );
  });

  app.on(searchEndpoint.method, searchEndpoint.route, publicRead, async (c) => {
    const q = queryOf(c, searchEndpoint.query);
    const data = await search(db, {
      q: q.q,
      lang: q.lang,
      filters: filtersOf(q),
      sort: q.sort,
      page: q.page,
      perPage: q.limit,
      lowThreshold: await lowStockThreshold(db),
    });
    return c.json({ data });
  });

  return app;
}
