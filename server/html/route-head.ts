/** What each route puts in its head, read from the database for product, collection, page and event. */
import { titleFromPath, type RouteMatch } from '../../contract/routes';
import type { Image, Lang } from '../../contract/types';
import type { Db } from '../db/client';
import { allCollections, allProductsCollection, crumbsOf, toCollection } from '../db/queries/collections';
import { loadEvent, loadPage } from '../db/queries/content';
import { loadProduct } from '../db/queries/product';
import { htmlToText } from '../db/sanitize';
import { isCollectionPath, isSlug } from '../http/params';

export interface RouteHead {
  found: boolean;
  title: string;
  description: string | null;
  image: Image | null;
  ogType: 'website' | 'product' | 'article';
  preloadApi: string | null;
  jsonLd: object[];
  /** Carts, checkouts, orders and accounts are private: never indexed. */
  noindex: boolean;
}

const PRIVATE = new Set(['cart', 'wishlist', 'checkout', 'checkout-confirmation', 'order', 'login', 'account']);

export function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function breadcrumbLd(origin: string, lang: Lang, crumbs: { slug: string; name: string }[]): object {
  const prefix = lang === 'en' ? '/en' : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}${prefix}/collection/${c.slug}` })),
  };
}

export async function routeHead(db: Db, m: RouteMatch, origin: string, currency: string, lowThreshold: number): Promise<RouteHead> {
  const { lang } = m;
  const q = `?lang=${lang}`;
  const base: RouteHead = {
    found: true,
    title: m.route.title ? m.route.title[lang] : titleFromPath(m.path),
    description: null,
    image: null,
    ogType: 'website',
    preloadApi: null,
    jsonLd: [],
    noindex: PRIVATE.has(m.route.name),
  };
  const slug = m.params.slug ?? '';
  switch (m.route.name) {
    case 'home':
      return { ...base, preloadApi: `/api/catalog/home${q}` };
    case 'product': {
      const p = isSlug(slug) ? await loadProduct(db, slug, lang, lowThreshold) : null;
      if (!p) return { ...base, found: false };
      const description = clip(htmlToText(p.description));
      const inStock = p.variants.some((v) => v.stock > 0);
      return {
        ...base,
        title: p.name,
        description,
        image: p.images[0] ?? p.image,
        ogType: 'product',
        preloadApi: `/api/catalog/products/${p.slug}${q}`,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: p.name,
            description,
            sku: p.variants[0]?.sku,
            image: p.images.map((i) => origin + i.url),
            offers: {
              '@type': 'Offer',
              price: (p.price / 100).toFixed(2),
              priceCurrency: currency,
              availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            },
          },
          breadcrumbLd(origin, lang, p.breadcrumbs),
        ],
      };
    }
    case 'collection': {
      const path = (m.params['*'] ?? '').toLowerCase();
      if (!isCollectionPath(path)) return { ...base, found: false };
      const all = await allCollections(db);
      const row = all.find((r) => r.slug === path);
      if (path !== '' && !row) return { ...base, found: false };
      const c = row ? toCollection(all, row, lang) : allProductsCollection(lang);
      return {
        ...base,
        title: c.name,
        description: clip(c.description),
        image: c.image,
        preloadApi: null, // the listing's URL depends on the filters in the query string
        jsonLd: row ? [breadcrumbLd(origin, lang, crumbsOf(all, row.slug, lang))] : [],
      };
    }
    case 'page': {
      const page = isSlug(slug) ? await loadPage(db, slug, lang) : null;
      if (!page) return { ...base, found: false };
      return { ...base, title: page.title, description: clip(htmlToText(page.body)), ogType: 'article', preloadApi: `/api/content/pages/${slug}${q}` };
    }
    case 'event': {
      const ev = isSlug(slug) ? await loadEvent(db, slug, lang, lowThreshold) : null;
      if (!ev) return { ...base, found: false };
      return { ...base, title: ev.title, description: clip(htmlToText(ev.body)), image: ev.image, ogType: 'article', preloadApi: `/api/content/events/${slug}${q}` };
    }
    default:
      return base;
  }
}
