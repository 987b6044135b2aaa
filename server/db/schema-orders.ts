/**
 * Checkout and order tables (Drizzle pg-core, beside schema.ts). Everything that decides an order lives
 * in PostgreSQL, so N replicas agree on it: the stock taken, the one order per checkout token (a unique
 * key, not a process's memory), the limits of a discount code, and the mails still to send.
 *
 * Orders keep a snapshot of what was bought (cards, prices, amounts), never a reference that later
 * edits of the catalog would change.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Address, Lang, ProductCard } from '../../contract/types';
import { customers } from './schema';
import { staff } from './schema-admin';

/** A line as the client sent it: the checkout stores what was asked, the answer what it costs now. */
export interface StoredLine {
  variant_id: number;
  quantity: number;
}

/** A draft's address: any field may still be missing. */
export type DraftAddress = { [K in keyof Address]: string | null };

/**
 * A discount code, stored upper-case (the shopper's typing is upper-cased, so codes are case-blind).
 * `percent` takes `value` per cent of the subtotal, `fixed` takes `value` minor units (never more than
 * the subtotal). Its rules (server/checkout/discount-rules.ts): a minimum subtotal, a window from
 * `starts_at` to `expires_at` (the admin API's `ends_at`), paused, `max_uses` for the whole shop and
 * `per_customer` for each customer (null: unlimited), and first order only. Its uses are rows of
 * discount_uses, not a counter here: one place says how often it was used, and by whom.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paused: boolean('paused').notNull().default(false),
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'discount_codes_value',
      sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100)`,
    ),
    check('discount_codes_limits', sql`${t.maxUses} > 0 and ${t.perCustomer} > 0`),
    check('discount_codes_min_subtotal', sql`${t.minSubtotal} >= 0`),
  ],
);

/**
 * Each use of a code: the order that used it and who placed it (the account, and the order's email
 * trimmed and lower-cased), so "uses so far" and "uses by this customer" are counts of these rows.
 * Written in the order's transaction; a cancelled order keeps its row (a use is spent when the order
 * is placed: server/checkout/discount-rules.ts says why).
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code),
    /** An order uses one code at most. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_uses_code_idx').on(t.code, t.at),
    index('discount_uses_customer_idx').on(t.code, t.customerId),
    index('discount_uses_email_idx').on(t.code, t.email),
  ],
);

/**
 * A checkout, keyed by the token the client made (so its first call may come after an offline spell).
 * `quoted` holds the unit price of each variant as the last PUT answered it: a complete whose prices
 * differ answers 409 `price_changed`, so nobody pays a price they were not shown.
 */
export const checkouts = pgTable('checkouts', {
  token: text('token').primaryKey(),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  lines: jsonb('lines').$type<StoredLine[]>().notNull(),
  email: text('email'),
  shippingAddress: jsonb('shipping_address').$type<DraftAddress | null>(),
  shippingMethod: text('shipping_method').$type<'standard' | 'express'>(),
  paymentMethod: text('payment_method').$type<'cod' | 'card'>(),
  discountCode: text('discount_code'),
  quoted: jsonb('quoted').$type<Record<string, number>>().notNull().default({}),
  /** Set when it became an order: from then on it is frozen (a PUT changes nothing). */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Order numbers (`MAY-001001`); a rolled-back placement leaves a gap, which is harmless. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 });

export const ORDER_STATUS_SQL = sql.raw(
  `('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned')`,
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The shopper's link to the order (at least 128 random bits): it is all the order page asks. */
    token: text('token').notNull().unique(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`('MAY-' || lpad(nextval('order_number_seq')::text, 6, '0'))`),
    /** One checkout makes one order, however often its complete is sent: this key decides it. */
    checkoutToken: text('checkout_token')
      .notNull()
      .unique()
      .references(() => checkouts.token),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    shippingMethod: text('shipping_method').$type<'standard' | 'express'>().notNull(),
    paymentMethod: text('payment_method').$type<'cod' | 'card'>().notNull(),
    discountCode: text('discount_code'),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** The language it was placed in: its mails are written in it. */
    lang: text('lang').$type<Lang>().notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ${ORDER_STATUS_SQL}`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // A guest's earlier orders, by email, for a first-order-only discount code.
    index('orders_email_idx').on(t.email),
  ],
);

/** What was bought, as it was: the card in both languages, the price paid. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** No foreign key: the line outlives a variant the owner deletes. */
    variantId: integer('variant_id').notNull(),
    product: jsonb('product').$type<Record<Lang, ProductCard>>().notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status an order went through, with when: the order page's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_events_status', sql`${t.status} in ${ORDER_STATUS_SQL}`),
    index('order_events_order_idx').on(t.orderId),
  ],
);

/** A shopper's request to return some of a delivered order's lines. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    reason: text('reason').notNull(),
    status: text('status')
      .$type<'requested' | 'approved' | 'refused' | 'received'>()
      .notNull()
      .default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The shop's answer (server/orders/return-rules.ts). Staff ids have no foreign key (staff live in
    // schema-admin.ts, and the row outlives a member); null where the command line did it.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Shown to the shopper; null when refused without one (`npm run order -- … delivered`). */
    refusalReason: text('refusal_reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: text('received_by'),
    /** What went back into stock when received (the rest was damaged); null until received. */
    restocked: jsonb('restocked').$type<StoredLine[]>(),
    /** A refund made by hand (cash on delivery), recorded: minor units, how, and the day it was made. */
    refundAmount: integer('refund_amount'),
    refundMethod: text('refund_method').$type<'cash' | 'bank_transfer' | 'card'>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRecordedAt: timestamp('refund_recorded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId)],
);

/**
 * The shop's own notes on an order (issue 39), written by staff in the back office and never shown to
 * the shopper. The author's email is kept beside their id, so a note still says who wrote it after
 * the member is gone.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Mail to send, written in the same transaction as what it tells of (an order placed, a status
 * changed), so a mail is never lost nor sent for something rolled back. A sender loop in every replica
 * claims due rows (server/mail/sender.ts); `next_attempt_at` is both the retry backoff and the lease
 * of a claimed row.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part, sent beside `text` as one multipart mail; '' for a mail of text alone. */
    html: text('html').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The origin the shop's links are written with (PUBLIC_ORIGIN, else the address the storefront listens
 * on), recorded by the storefront at each start, so that a command run on the shop's machine without
 * PUBLIC_ORIGIN (`npm run order`, `npm run staff`…) links where the shop really is (server/mail/shop-origin.ts,
 * docs/decisions/032). One row.
 */
export const shopOrigin = pgTable(
  'shop_origin',
  {
    id: integer('id').primaryKey().default(1),
    origin: text('origin').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_origin_one_row', sql`${t.id} = 1`)],
);
