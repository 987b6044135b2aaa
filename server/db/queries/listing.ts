/**
 * Collection listing: products of a collection and its descendants (or of a ranked list of ids, the
 * search page's scope), filtered, sorted and paged, with standard faceting: each facet is counted with
 * every OTHER filter applied, so picking a colour still shows how many products the other colours would
 * give.
 *
 * At 100,000 products no index lets PostgreSQL count the whole catalog's facets in 20 ms, so the page's
 * ids, the total and the facets come from this process's read model of the listing columns
 * (listing-model.ts: in memory, caught up with the database by the catalog's version before it answers,
 * docs/decisions/036) and only the page's cards are read from the database.
 */
import { COLORS, type Color } from '../../../contract/constants';
import type { Facets, Lang, ProductCard, Sort } from '../../../contract/types';
import type { Db } from '../client';
import { loadCards } from './cards';
import { listingModel } from './listing-model';
import type { ListingRows } from './listing-rows';
import { scan } from './listing-scan';
import { compareSizes } from './stock';

export interface ListingFilters {
  colors: Color[];
  sizes: string[];
  categories: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

export interface ListingResult {
  items: ProductCard[];
  total: number;
  facets: Facets;
}

export interface ListingQuery {
  collectionIds: number[] | null;
  /** A ranked scope instead of collections (the search page): filters, facets, sort and paging over these ids. */
  productIds?: number[];
  filters: ListingFilters;
  /** `relevance` keeps the scope's order. */
  sort: Sort | 'relevance';
  page: number;
  perPage: number;
  lang: Lang;
  lowThreshold: number;
}

export async function listProducts(db: Db, q: ListingQuery): Promise<ListingResult> {
  return listRows(db, await listingModel(db).current(), q);
}

/** The listing over rows the caller already holds: the search ranks them, then lists its `slots`. */
export async function listRows(
  db: Db,
  rows: ListingRows,
  q: ListingQuery & { slots?: Int32Array },
): Promise<ListingResult> {
  const f = q.filters;
  const found = scan(rows, {
    collectionIds: q.collectionIds,
    productIds: q.productIds,
    slots: q.slots,
    colors: f.colors,
    sizes: f.sizes,
    categories: f.categories,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    inStock: f.inStock,
    sort: q.sort,
    offset: (q.page - 1) * q.perPage,
    limit: q.perPage,
  });
  const colorRank = (c: string) => COLORS.indexOf(c as Color);
  return {
    items: await loadCards(db, found.ids, q.lang, q.lowThreshold),
    total: found.total,
    facets: {
      colors: found.colors.sort((a, b) => colorRank(a.value) - colorRank(b.value)),
      sizes: found.sizes.sort((a, b) => compareSizes(a.value, b.value)),
      categories: found.categories.sort((a, b) => a.value.localeCompare(b.value)),
      price: { min: found.priceMin ?? 0, max: found.priceMax ?? 0 },
    },
  };
}
