/** What each route puts in its head, read from the database for home, product, collection, page and event. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { CollectionPathSchema, SlugSchema } from '../../contract/api/inputs';
import { PATH_TOKEN_RE } from '../../contract/constants';
import { picturesForColor } from '../../contract/product-pictures';
import { resolveSelection } from '../../contract/variant-selection';
import {
  collectionPath,
  eventPath,
  homePath,
  pagePath,
  productPath,
} from '../../contract/api/paths';
import {
  PRIVATE_SCREENS,
  localizePath,
  type RouteMatch,
  type RouteName,
} from '../../contract/routes';
import type { Image, Lang } from '../../contract/types';
import type { Db } from '../db/client';
import { imageOf } from '../db/image-files';
import { loadCards } from '../db/queries/cards';
import {
  allCollections,
  allProductsCollection,
  crumbsOf,
  toCollection,
} from '../db/queries/collections';
import { loadEvent, loadPage } from '../db/queries/content';
import { loadProduct } from '../db/queries/product';
import { movedProductSlug, productSeo } from '../db/queries/product-head';
import type { Settings } from '../db/queries/settings';
import { htmlToText } from '../db/sanitize';
import { art, heroSlides, products } from '../db/schema';
import { breadcrumbLd, eventLd, productLd, type Crumb, type LdContext } from './json-ld';
import { LCP_SIZES, type LcpImage } from './lcp';

export interface RouteHead {
  found: boolean;
  /** The product, collection, page or event name; null where the route has none. */
  name: string | null;
  description: string | null;
  /** The picture shared by Open Graph and Twitter cards. */
  shareImage: Image | null;
  /** The screen's largest picture, preloaded exactly as its <img> asks for it. */
  lcp: LcpImage | null;
  ogType: 'website' | 'product' | 'article';
  /** The API call the screen makes first, preloaded so it does not wait for the JS. */
  preloadApi: string | null;
  jsonLd: object[];
  /** Carts, checkouts, orders and accounts are private: never indexed. */
  noindex: boolean;
  /** Where the page now lives (a renamed product's old URL): answered with a 301 there. */
  redirect?: string | null;
}

export interface HeadContext {
  origin: string;
  /** The canonical URL of this page. */
  url: string;
  /** The request's query string, without `?`. */
  search: string;
  settings: Settings;
}

/** Pages kept out of search engines: the private screens, a shopper's cart and wishlist, and search. */
const NOINDEX = new Set<RouteName>([
  ...PRIVATE_SCREENS,
  'cart',
  'wishlist',
  'search', // results pages are endless variations of the catalog: keep them out of the index
]);
const HOME_CRUMB = { vi: 'Trang chủ', en: 'Home' };

export function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function collectionCrumbs(
  origin: string,
  lang: Lang,
  crumbs: { slug: string; name: string }[],
): Crumb[] {
  return [
    { name: HOME_CRUMB[lang], url: origin + localizePath(lang, '/') },
    ...crumbs.map((c) => ({
      name: c.name,
      url: origin + localizePath(lang, `/collection/${c.slug}`),
    })),
  ];
}

async function heroImage(db: Db, lang: Lang): Promise<Image | null> {
  const [first] = await db
    .select({ key: heroSlides.artKey, altVi: art.altVi, altEn: art.altEn })
    .from(heroSlides)
    .innerJoin(art, eq(art.key, heroSlides.artKey))
    .orderBy(asc(heroSlides.position))
    .limit(1);
  return first ? imageOf(first.key, lang === 'en' ? first.altEn : first.altVi) : null;
}

/**
 * The first card's picture of a bare collection URL (the listing's default order, no filter, as
 * collectionPreload's call answers it); `ids` null for all products. Null for an empty collection.
 */
async function firstCardImage(
  db: Db,
  ids: number[] | null,
  lang: Lang,
  lowThreshold: number,
): Promise<Image | null> {
  const [first] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.status, 'published'), ids ? inArray(products.collectionId, ids) : undefined),
    )
    .orderBy(asc(products.featuredRank), asc(products.id)) // server/db/queries/listing.ts 'featured'
    .limit(1);
  if (!first) return null;
  const [card] = await loadCards(db, [first.id], lang, lowThreshold);
  return card?.image ?? null;
}

/**
 * The first listing call of a bare collection URL: the app builds it with the same collectionPath,
 * which writes the defaults out, so the two are one string (e2e/seo.spec.ts checks it). With a query
 * string the view's filters come from the app's own reading of it, so no guess is preloaded then.
 */
export function collectionPreload(slug: string, lang: Lang, search: string): string | null {
  if (search !== '' || slug.endsWith('/')) return null;
  return collectionPath(slug, { lang });
}

const isSlug = (s: string) => v.is(SlugSchema, s);

export async function routeHead(db: Db, m: RouteMatch, ctx: HeadContext): Promise<RouteHead> {
  const { lang } = m;
  const ld: LdContext = {
    origin: ctx.origin,
    lang,
    currency: ctx.settings.currency,
    storeName: ctx.settings.name,
    url: ctx.url,
  };
  const base: RouteHead = {
    found: true,
    name: null,
    description: null,
    shareImage: null,
    lcp: null,
    ogType: 'website',
    preloadApi: null,
    jsonLd: [],
    noindex: NOINDEX.has(m.route.name),
  };
  const slug = m.params.slug ?? '';
  switch (m.route.name) {
    case 'home': {
      const hero = await heroImage(db, lang);
      return {
        ...base,
        shareImage: hero,
        lcp: hero && { image: hero, sizes: LCP_SIZES.hero },
        preloadApi: homePath({ lang }),
      };
    }
    case 'product': {
      const [p, seo] = isSlug(slug)
        ? await Promise.all([
            loadProduct(db, slug, lang, ctx.settings.low_stock_threshold),
            productSeo(db, slug, lang),
          ])
        : [null, null];
      if (!p) {
        // A renamed product's old slug: its page moved (301), as its API read did.
        const moved = isSlug(slug) ? await movedProductSlug(db, slug) : null;
        const redirect = moved ? localizePath(lang, `/product/${moved}`) : null;
        return { ...base, found: false, redirect };
      }
      // The owner's own SEO texts where written, else the name and the description's start.
      const description = seo?.description ?? clip(htmlToText(p.description));
      // The picture the page opens on: a chosen colour's first (`?color=`), else the first of all (the
      // gallery shows a colour's pictures only once one is chosen: use-variant-selection.ts).
      const query = new URLSearchParams(ctx.search);
      const chosen = query.has('color')
        ? resolveSelection(p, query.get('color'), query.get('size'))?.color
        : undefined;
      const image = picturesForColor(p.images, chosen)[0] ?? p.image;
      const crumbs = [...collectionCrumbs(ctx.origin, lang, p.breadcrumbs), { name: p.name }];
      return {
        ...base,
        name: seo?.title ?? p.name,
        description,
        shareImage: image,
        lcp: { image, sizes: LCP_SIZES.product },
        ogType: 'product',
        preloadApi: productPath(p.slug, { lang }),
        jsonLd: [productLd(p, description, ld), breadcrumbLd(crumbs)],
      };
    }
    case 'collection': {
      const path = (m.params['*'] ?? '').toLowerCase();
      // The lower-cased path itself, not the schema's output: `women/` stays no collection here.
      if (!v.is(CollectionPathSchema, path)) return { ...base, found: false };
      const all = await allCollections(db);
      const row = all.find((r) => r.slug === path);
      if (path !== '' && !row) return { ...base, found: false };
      const c = row ? toCollection(all, row, lang) : allProductsCollection(lang);
      const crumbs = row ? collectionCrumbs(ctx.origin, lang, crumbsOf(all, row.slug, lang)) : [];
      const preloadApi = collectionPreload(m.params['*'] ?? '', lang, ctx.search);
      // The listing shows product cards, not the collection's picture (shared, never preloaded): the
      // first card's is the LCP on a phone. Only where the first call is known (no filters in the URL).
      const ids = row
        ? all
            .filter((r) => r.slug === row.slug || r.slug.startsWith(`${row.slug}/`))
            .map((r) => r.id)
        : null;
      const card =
        preloadApi && (await firstCardImage(db, ids, lang, ctx.settings.low_stock_threshold));
      return {
        ...base,
        name: c.name,
        description: clip(c.description),
        shareImage: c.image,
        lcp: card ? { image: card, sizes: LCP_SIZES.card } : null,
        preloadApi,
        jsonLd: crumbs.length > 0 ? [breadcrumbLd(crumbs)] : [],
      };
    }
    case 'page': {
      const page = isSlug(slug) ? await loadPage(db, slug, lang) : null;
      if (!page) return { ...base, found: false };
      return {
        ...base,
        name: page.title,
        description: clip(htmlToText(page.body)),
        ogType: 'article',
        preloadApi: pagePath(slug, { lang }),
      };
    }
    case 'event': {
      const ev = isSlug(slug)
        ? await loadEvent(db, slug, lang, ctx.settings.low_stock_threshold)
        : null;
      if (!ev) return { ...base, found: false };
      const description = clip(htmlToText(ev.body));
      return {
        ...base,
        name: ev.title,
        description,
        shareImage: ev.image,
        lcp: ev.image && { image: ev.image, sizes: LCP_SIZES.eventBanner },
        ogType: 'article',
        preloadApi: eventPath(slug, { lang }),
        jsonLd: [eventLd(ev, description, ld)],
      };
    }
    case 'checkout':
      // A token of any other shape names no checkout (API.md): the app shows its not-found view.
      return PATH_TOKEN_RE.test(m.params.token ?? '') ? base : { ...base, found: false };
    default:
      return base;
  }
}
