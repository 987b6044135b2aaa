/**
 * The back office's tables (issue 37): staff accounts apart from customers, their sessions, their
 * set-password links and sign-in challenges, the audit log of every staff write, the history of stock
 * set by hand, and the old slugs of renamed products. In the database like everything else, so every
 * replica sees the same staff, sessions and log.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StaffRole, StockReason } from '../../contract/admin/constants';
import { products, variants } from './schema';

/**
 * A staff member. The email is stored lower-cased (unique, case-blind). `password_hash` is null until
 * the one-time link sets it. The authenticator's secret is stored once set up, and counts only once
 * `totp_enabled_at` says the first code was checked. A disabled member signs in no more.
 */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code was accepted: a code works once (RFC 6238 section 5.2). */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_role', sql`${t.role} in ('owner', 'staff')`)],
);

/**
 * Staff sessions, by the SHA-256 of their bearer token (never a customer's: a separate table and
 * header). They end STAFF_IDLE_MINUTES after `last_used_at` or STAFF_MAX_HOURS after `created_at`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time tokens by their SHA-256: `password` links set a password (an hour), `challenge` tokens stand
 * between a right password and the authenticator's code (five minutes), `setup` holds a secret being
 * set up until its first code is checked.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'password' | 'challenge'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_tokens_staff_idx').on(t.staffId),
    check('staff_tokens_kind', sql`${t.kind} in ('password', 'challenge')`),
  ],
);

/**
 * Every staff write: who (kept by email too, so the log outlives a staff row), when, what (an action
 * such as `product.update` on an entity and its id), and the entity before and after, as JSON.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/** Stock set or adjusted by hand, with why and by whom: a variant's history. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockReason | 'import'>().notNull(),
    note: text('note'),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.at),
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('received', 'correction', 'damaged', 'returned', 'import')`,
    ),
  ],
);

/** A renamed product's old slugs: its old URL answers 301 to the new one. */
export const productRedirects = pgTable('product_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The products list's own narrow copy of each product (issue 40): what the back office's list filters,
 * sorts, searches and counts by, about 300 bytes a row against the product row's 3 KB, so that at
 * 100,000 products a count or a deep page reads a few MB of indexes instead of the whole catalog.
 * Never written by the app: triggers on `products` and `variants` (migration adminlist-triggers) keep
 * it, the stock columns summed from the variants (total, best variant, how many).
 */
export const adminProductRows = pgTable(
  'admin_product_rows',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    collectionId: integer('collection_id').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    searchVi: text('search_vi').notNull(),
    searchEn: text('search_en').notNull(),
    stockTotal: integer('stock_total').notNull().default(0),
    stockBest: integer('stock_best').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(0),
    /** Its variants' SKUs, upper-cased, each after a space: `like '% SKU-START%'` finds a SKU's start. */
    skus: text('skus').notNull().default(''),
  },
  // One index per sort (the id breaks ties, in the list's order); the stock filter reads the best
  // variant; a collection or a status filter its own. The migration gives the sort indexes INCLUDE
  // (collection_id, status, stock_best), which drizzle cannot say: a filtered page or a deep one is an
  // index-only scan. Search's trigram indexes are in the migration too (they need pg_trgm first).
  (t) => [
    index('admin_product_rows_updated_idx').on(t.updatedAt, t.productId),
    index('admin_product_rows_created_idx').on(t.createdAt, t.productId),
    index('admin_product_rows_name_vi_idx').on(t.nameVi, t.productId),
    index('admin_product_rows_name_en_idx').on(t.nameEn, t.productId),
    index('admin_product_rows_price_idx').on(t.price, t.productId),
    index('admin_product_rows_stock_idx').on(t.stockTotal, t.productId),
    index('admin_product_rows_best_idx').on(t.stockBest),
    index('admin_product_rows_collection_idx').on(t.collectionId, t.updatedAt),
    index('admin_product_rows_status_idx').on(t.status, t.updatedAt),
  ],
);
