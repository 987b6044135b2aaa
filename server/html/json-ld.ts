/** schema.org data for search engines: Product with its offer, BreadcrumbList and Event. */
import type { Lang, Product, StockState, StoreEvent } from '../../contract/types';

const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** Minor units to the decimal string schema.org wants: 12900 USD cents gives "129.00"; VND has no decimals. */
export function decimalPrice(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency code keeps the common two decimals.
  }
  return (minor / 10 ** digits).toFixed(digits);
}

export interface Crumb {
  name: string;
  /** Absolute URL; left out for the page itself, the last crumb. */
  url?: string;
}

export function breadcrumbLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}

export interface LdContext {
  origin: string;
  lang: Lang;
  currency: string;
  storeName: string;
  /** The page's canonical URL. */
  url: string;
}

export function productLd(p: Product, description: string, ctx: LdContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description,
    sku: p.variants[0]?.sku ?? p.id,
    image: (p.images.length > 0 ? p.images : [p.image]).map((i) => ctx.origin + i.url),
    brand: { '@type': 'Brand', name: ctx.storeName },
    category: p.category,
    url: ctx.url,
    offers: {
      '@type': 'Offer',
      url: ctx.url,
      price: decimalPrice(p.price, ctx.currency),
      priceCurrency: ctx.currency,
      availability: AVAILABILITY[p.stock_state],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: ctx.storeName },
    },
  };
}

export function eventLd(ev: StoreEvent, description: string, ctx: LdContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: ev.title,
    description,
    startDate: ev.starts_at,
    endDate: ev.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: ev.location, address: ev.location },
    ...(ev.image ? { image: [ctx.origin + ev.image.url] } : {}),
    organizer: { '@type': 'Organization', name: ctx.storeName, url: `${ctx.origin}/` },
    url: ctx.url,
  };
}
