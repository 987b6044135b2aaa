/**
 * The storefront's tables (Drizzle pg-core). Everything the API answers lives here, so N stateless
 * replicas can share one PostgreSQL. Text is stored per language (`*_vi`, `*_en`) beside a
 * normalized search column per language, filled at write time (see contract/search-text.ts).
 * Pictures (uploaded originals, or the demo's drawing specs) live in `art`, and the files made from them
 * in `image_files`, made once and shared by every replica (docs/decisions/023). Checkouts, orders and
 * their mail are in schema-orders.ts; staff, their sessions and the audit log in schema-admin.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductStatus } from '../../contract/admin/constants';
import type { SizeGuide } from '../../contract/types';

/** Owner-editable store settings, one row per key (name, currency, shipping_methods, ...). */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every picture of the shop, made into `${key}-${width}.{avif,webp}` (image-files.ts) from one of two
 * sources: an uploaded original (`original`, kept here so every replica reaches it: issue 37, decision
 * 024) or, for the demo shop's drawn art, a drawing spec (kind, colours, pattern, seed). Either way the
 * key names the pixels (a hash of the original or of the spec), so a changed picture gets a new URL
 * and the year-long immutable cache stays correct. Its alt text, in both languages, is edited here.
 */
export const art = pgTable(
  'art',
  {
    key: text('key').primaryKey(),
    kind: text('kind'),
    color: text('color'),
    accent: text('accent'),
    pattern: text('pattern'),
    seed: integer('seed'),
    altVi: text('alt_vi').notNull(),
    altEn: text('alt_en').notNull(),
    /** An uploaded picture's file as it came (JPEG, PNG, WebP or AVIF, checked by decoding it). */
    original: bytea('original'),
    /** The original's type and size, as decoded. */
    mime: text('mime'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'art_one_source',
      sql`(${t.original} is not null) <> (${t.kind} is not null and ${t.seed} is not null)`,
    ),
  ],
);

/**
 * The drawn files (`${key}-${width}.{avif,webp}`, image-files.ts), stored once for every replica; each
 * replica keeps DATA_DIR/images as its cache of this table (db/images.ts). A picture's files are
 * inserted in one statement, so a picture is here whole or not at all.
 */
export const imageFiles = pgTable('image_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  parentSlug: text('parent_slug'),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionVi: text('description_vi').notNull(),
  descriptionEn: text('description_en').notNull(),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
  artKey: text('art_key').references(() => art.key),
  searchVi: text('search_vi').notNull(),
  searchEn: text('search_en').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    category: text('category').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    /** Sanitized HTML, cleaned when written. */
    descriptionVi: text('description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The card price, and the price that price filters and sorts use. */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    sizeGuide: jsonb('size_guide').$type<SizeGuide | null>(),
    featuredRank: integer('featured_rank').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** draft (being written), published (on the storefront) or archived (gone from it: 404). */
    status: text('status').$type<ProductStatus>().notNull().default('published'),
    /** The descriptions as the shop owner writes them (Markdown); the HTML above is made from them. */
    descriptionMdVi: text('description_md_vi'),
    descriptionMdEn: text('description_md_en'),
    /** The page's title and description for search engines, when the owner writes their own. */
    seoTitleVi: text('seo_title_vi'),
    seoTitleEn: text('seo_title_en'),
    seoDescriptionVi: text('seo_description_vi'),
    seoDescriptionEn: text('seo_description_en'),
    searchVi: text('search_vi').notNull(),
    searchEn: text('search_en').notNull(),
    /**
     * The name folded (no marks, lower case) and with its marks, each word between spaces, for the
     * search's ranking (queries/search-rank.ts): kept by PostgreSQL from the name (migration 0016's
     * functions), so no writer has to.
     */
    nameFoldVi: text('name_fold_vi').generatedAlwaysAs(sql`' ' || search_fold(name_vi) || ' '`),
    nameFoldEn: text('name_fold_en').generatedAlwaysAs(sql`' ' || search_fold(name_en) || ' '`),
    nameMarkedVi: text('name_marked_vi').generatedAlwaysAs(
      sql`' ' || search_marked(name_vi) || ' '`,
    ),
    nameMarkedEn: text('name_marked_en').generatedAlwaysAs(
      sql`' ' || search_marked(name_en) || ' '`,
    ),
    /**
     * What the listing filters and counts, summed up from the product's variants by triggers on
     * `variants` (migration 0003): its distinct colours and sizes, and whether any variant has stock.
     * Never written by the app; a listing reads them from one index instead of joining the variants.
     */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    inStock: boolean('in_stock').notNull().default(false),
  },
  (t) => [
    // Migrations 0003 and 0006 give this index INCLUDE (id, category, price, the sort keys, colors,
    // sizes, in_stock) and WHERE status = 'published', which drizzle cannot say: a listing is an
    // index-only scan of its collections' published products.
    index('products_listing_idx').on(t.collectionId),
    index('products_category_idx').on(t.category),
    check('products_status', sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

export const productArt = pgTable(
  'product_art',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    artKey: text('art_key')
      .notNull()
      .references(() => art.key),
    /** The colour this picture shows; null for every colour (a detail, a flat lay). */
    color: text('color'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /**
     * The variant's own price, when it has one; null sells it at its product's price. A price lives in
     * one place only: an edit of the product's price reaches every variant without one of its own.
     */
    price: integer('price'),
    stock: integer('stock').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    // Placing an order takes stock under row locks (routes/checkout-complete.ts); this is the floor beneath that.
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  bodyVi: text('body_vi').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The bodies as the back office writes them (Markdown); body_* above is the HTML made from them. */
  bodyMdVi: text('body_md_vi'),
  bodyMdEn: text('body_md_en'),
});

export const events = pgTable('events', {
  slug: text('slug').primaryKey(),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  locationVi: text('location_vi').notNull(),
  locationEn: text('location_en').notNull(),
  bodyVi: text('body_vi').notNull(),
  bodyEn: text('body_en').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  artKey: text('art_key').references(() => art.key),
  /** The bodies as the back office writes them (Markdown); body_* above is the HTML made from them. */
  bodyMdVi: text('body_md_vi'),
  bodyMdEn: text('body_md_en'),
});

export const eventProducts = pgTable(
  'event_products',
  {
    eventSlug: text('event_slug')
      .notNull()
      .references(() => events.slug, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventSlug, t.productId] })],
);

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleVi: text('subtitle_vi').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  href: text('href').notNull(),
  artKey: text('art_key')
    .notNull()
    .references(() => art.key),
});

/**
 * Customer accounts. The email is stored lower-cased, so the unique index is case-blind; the password
 * only as an scrypt hash with its own salt (server/routes/auth-passwords.ts).
 */
export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions by the SHA-256 of their bearer token: a leaked table holds no usable token. A session ends
 * SESSION_IDLE_DAYS after `last_used_at` or SESSION_MAX_DAYS after `created_at` (contract/constants.ts);
 * `last_used_at` is written at most once an hour per session (server/auth/sessions.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Password reset links: the SHA-256 of the token only; an hour to live, used once (routes/auth-reset.ts). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/**
 * The rate limit's log of counted attempts (sign-in failures, registrations, reset requests), one row
 * each, keyed by what they count against (`login:email:…`, `login:addr:…`); a sliding window counts the
 * rows younger than it. In the database so every replica counts the same (docs/decisions/013).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_at_idx').on(t.key, t.at)],
);

/** A customer's saved addresses; at most one is the default (a partial unique index says so). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The server copy of a signed-in customer's cart (the device's Dexie cart is the truth; this mirrors it). */
export const accountCarts = pgTable(
  'account_carts',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The order the lines were sent in, so every device lists them alike. */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.variantId] })],
);

/** The server copy of a signed-in customer's wishlist, newest first by `added_at`. */
export const accountWishlists = pgTable(
  'account_wishlists',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * One row: a number that grows with every committed change to what the storefront shows (the catalog,
 * its pictures, content and settings), bumped at commit by deferred triggers (migration 0012). The
 * server's caches key their entries by it (server/catalog/version.ts, docs/decisions/035), so every
 * replica sees a write on its next request.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);

/**
 * The words of the products' search texts per language, folded: what a misspelt query word is
 * corrected to (queries/search-words.ts). Filled by a statement trigger on products (migration 0018);
 * words are never removed, so a word whose products are gone may still be offered as a correction,
 * which then finds nothing, as the word itself would.
 */
export const searchWords = pgTable(
  'search_words',
  {
    lang: text('lang').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.word] })],
);
