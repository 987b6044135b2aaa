/**
 * What the admin API's order endpoints answer (issue 39), as valibot schemas: the server's tests parse
 * every answer with them, the admin app takes its types from them (order-types.ts). Money is integer
 * minor units of `currency`; times are ISO 8601; lines name the product as the shopper bought it (the
 * order's snapshot, in the language asked for), never as the catalog says it now.
 */
import * as v from 'valibot';
import {
  AddressSchema,
  ColorSchema,
  ImageSchema,
  LangSchema,
  MoneySchema,
  OrderStatusSchema,
  PaymentMethodCodeSchema,
  ShippingMethodCodeSchema,
} from '../api/shapes';

/** One row of the orders list. */
export const OrderRowSchema = v.object({
  number: v.string(),
  created_at: v.string(),
  status: OrderStatusSchema,
  /** The ship-to name: guests have no other. */
  customer_name: v.string(),
  email: v.string(),
  phone: v.string(),
  total: MoneySchema,
  currency: v.string(),
  /** Units bought, every line's quantity added up. */
  items: v.number(),
  shipping_method: ShippingMethodCodeSchema,
  payment_method: PaymentMethodCodeSchema,
});

export const OrderListPageSchema = v.object({
  items: v.array(OrderRowSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

/** The navigation's count: orders waiting to be confirmed. */
export const OrderSummarySchema = v.object({
  pending: v.number(),
  /** The newest order's number, null in a shop with none. */
  newest: v.nullable(v.string()),
});

export const AdminOrderLineSchema = v.object({
  variant_id: v.string(),
  product_name: v.string(),
  product_slug: v.string(),
  /** The picture of the colour bought, as the shopper's order page shows it. */
  image: v.nullable(ImageSchema),
  color: ColorSchema,
  size: v.string(),
  quantity: v.number(),
  unit_price: MoneySchema,
  line_total: MoneySchema,
});

export const OrderMailSchema = v.object({
  id: v.string(),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(['pending', 'sent', 'failed']),
  attempts: v.number(),
  created_at: v.string(),
  sent_at: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
});

export const OrderNoteSchema = v.object({
  id: v.string(),
  /** Who wrote it (kept after the member is gone). */
  staff_email: v.string(),
  text: v.string(),
  created_at: v.string(),
});

/** A return request, read-only here (the returns area works on it). */
export const OrderReturnSchema = v.object({
  id: v.string(),
  status: v.string(),
  reason: v.string(),
  created_at: v.string(),
  lines: v.array(
    v.object({
      variant_id: v.string(),
      quantity: v.number(),
      /** The order line it returns, when there is one. */
      product_name: v.nullable(v.string()),
      color: v.nullable(ColorSchema),
      size: v.nullable(v.string()),
    }),
  ),
});

/** Everything the order's page shows. */
export const AdminOrderSchema = v.object({
  number: v.string(),
  status: OrderStatusSchema,
  created_at: v.string(),
  /** The language it was placed in (its mails are in it). */
  lang: LangSchema,
  customer: v.object({
    /** `account`: placed signed in; `guest`: by email alone. */
    kind: v.picklist(['account', 'guest']),
    /** The account's name when it has one, else the ship-to name. */
    name: v.string(),
    email: v.string(),
    phone: v.string(),
  }),
  shipping_address: AddressSchema,
  shipping_method: ShippingMethodCodeSchema,
  payment_method: PaymentMethodCodeSchema,
  discount_code: v.nullable(v.string()),
  subtotal: MoneySchema,
  shipping: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  currency: v.string(),
  lines: v.array(AdminOrderLineSchema),
  history: v.array(v.object({ status: OrderStatusSchema, at: v.string() })),
  mails: v.array(OrderMailSchema),
  notes: v.array(OrderNoteSchema),
  returns: v.array(OrderReturnSchema),
  /**
   * The moves the order's page offers: what `npm run order` allows from this status (one rule,
   * server/orders/move-order.ts NEXT), less the returns' moves, which the returns area makes.
   */
  moves: v.array(OrderStatusSchema),
});

export const OrderMovedSchema = v.object({
  number: v.string(),
  from: OrderStatusSchema,
  to: OrderStatusSchema,
  /** Whether a mail to the shopper was queued. */
  mailed: v.boolean(),
});
