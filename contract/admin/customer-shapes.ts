/**
 * What the admin API's customer endpoints answer (issue 39), as valibot schemas the server's tests parse
 * every answer with. Staff never see a password hash or a session token: no shape here has a field for
 * either, and the server builds each answer field by field (never a whole row).
 */
import * as v from 'valibot';
import { LangSchema, MoneySchema, OrderStatusSchema, SavedAddressSchema } from '../api/shapes';

/** One row of the customers list; `total_spent` counts orders not cancelled. */
export const CustomerRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  joined_at: v.string(),
  orders: v.number(),
  total_spent: MoneySchema,
  currency: v.string(),
});

export const CustomerListPageSchema = v.object({
  items: v.array(CustomerRowSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

export const CustomerOrderSchema = v.object({
  number: v.string(),
  created_at: v.string(),
  status: OrderStatusSchema,
  total: MoneySchema,
  currency: v.string(),
});

export const CustomerWishItemSchema = v.object({
  product_id: v.string(),
  slug: v.string(),
  name: v.string(),
  added_at: v.string(),
});

/** A customer's page: details, orders (newest first), saved addresses, the server copy of the wishlist. */
export const AdminCustomerSchema = v.object({
  ...CustomerRowSchema.entries,
  first_name: v.string(),
  last_name: v.string(),
  /** The language of their newest order (mails to them are written in it), null before any order. */
  lang: v.nullable(LangSchema),
  order_list: v.array(CustomerOrderSchema),
  addresses: v.array(SavedAddressSchema),
  wishlist: v.array(CustomerWishItemSchema),
  /** Whether an order of theirs is still to deliver (pending, confirmed, shipped): erasing waits. */
  open_orders: v.number(),
});

/** A reset link was queued: to whom, and in which language. */
export const CustomerResetSentSchema = v.object({
  email: v.string(),
  lang: LangSchema,
});

/** What an erasure did, in counts only (nothing personal). */
export const CustomerErasedSchema = v.object({
  id: v.string(),
  orders_anonymized: v.number(),
});
