/**
 * The demo shop as plain data: what the seed writes into an empty database.
 * Bilingual text is `{ vi, en }`; money is in cents of the store currency (USD).
 */
import type { Color } from '../../../contract/constants';

export interface Text {
  vi: string;
  en: string;
}

/** What the seed draws a product's pictures from (see art.ts): a silhouette per kind, in the product's colours. */
export type ArtKind =
  | 'tee'
  | 'shirt'
  | 'dress'
  | 'skirt'
  | 'trousers'
  | 'jacket'
  | 'hoodie'
  | 'bag'
  | 'tote'
  | 'hat'
  | 'scarf'
  | 'shoes'
  | 'belt'
  | 'sunglasses'
  | 'jewelry';

export interface DemoCollection {
  slug: string; // may contain '/', e.g. 'women/bags'; the parent is the slug before the last '/'
  name: Text;
  description: Text;
  featured: boolean; // shown on the home page
  position: number;
}

export interface DemoVariant {
  color: Color;
  size: string; // 'XS'..'XXL', '36'..'44' for shoes, 'One size' for accessories
  stock: number; // 0 = out of stock; 1..5 = low stock with the default threshold
  price?: number; // when the variant's price differs from the product's
}

export interface DemoProduct {
  slug: string; // kebab-case ASCII, unique
  collection: string; // slug of the collection it belongs to (a leaf or inner node)
  category: string; // a category value used by the category filter, e.g. 'dresses', 'bags'
  name: Text;
  description: Text; // HTML with <p>, <ul>, <li>, <strong> only
  price: number;
  compare_at_price: number | null; // sale: the old, higher price
  art: ArtKind;
  pattern: 'plain' | 'stripes' | 'dots' | 'check';
  variants: DemoVariant[];
  size_guide: { columns: string[]; rows: { size: string; cm: number[] }[] } | null; // columns are English keys, e.g. 'chest'
  featured_rank: number; // lower comes first under 'Featured'
  sales_count: number; // 'Best Selling'
  created_days_ago: number; // 'New Arrivals'
  pictures_of?: string; // slug of another product whose pictures this one shows (the large shop's lines: no new drawings)
}

export interface DemoPage {
  slug: string;
  title: Text;
  body: Text; // HTML
}

export interface DemoEvent {
  slug: string;
  title: Text;
  location: Text;
  starts_in_days: number; // relative to the seed date, may be negative for a running event
  duration_days: number;
  body: Text;
  art: ArtKind;
  product_slugs: string[];
}

export interface DemoHeroSlide {
  title: Text;
  subtitle: Text;
  href: string; // an app path without the language prefix, e.g. '/collection/women'
  art: ArtKind;
  color: Color;
}

export interface DemoDiscountCode {
  code: string; // upper-case; shoppers may type it in any case
  kind: 'percent' | 'fixed';
  value: number; // per cent, or cents
  expires_in_days: number | null; // relative to the seed date; negative is already expired
  max_uses: number | null; // for the whole shop; null: unlimited
  per_customer?: number | null; // for each customer (by account, or by email for guests); null: unlimited
  first_order_only?: boolean;
  min_subtotal?: number; // cents
}

export interface DemoShop {
  collections: DemoCollection[];
  products: DemoProduct[];
  pages: DemoPage[];
  events: DemoEvent[];
  hero: DemoHeroSlide[];
  discount_codes?: DemoDiscountCode[];
}
