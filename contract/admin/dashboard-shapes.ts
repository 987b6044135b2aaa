/**
 * The admin's first screen (issue 39): what the shop did today and in the last 7 days (the shop's
 * calendar days, SHOP_TIME_ZONE; orders not cancelled), and what waits on staff: orders to confirm,
 * return requests, variants low on or out of stock.
 */
import * as v from 'valibot';
import { ColorSchema, MoneySchema } from '../api/shapes';

export const DashboardStockRowSchema = v.object({
  variant_id: v.string(),
  product_name: v.string(),
  sku: v.string(),
  color: ColorSchema,
  size: v.string(),
  stock: v.number(),
});

const PeriodSchema = v.object({ orders: v.number(), revenue: MoneySchema });

export const DashboardSchema = v.object({
  /** The shop's calendar day the figures are for (YYYY-MM-DD). */
  today: v.string(),
  currency: v.string(),
  today_sales: PeriodSchema,
  /** Today and the six days before it. */
  week_sales: PeriodSchema,
  pending_orders: v.number(),
  return_requests: v.number(),
  low_stock_threshold: v.number(),
  low_stock: v.number(),
  out_of_stock: v.number(),
  /** The lowest few of those (out of stock first), each linking to its stock screen. */
  stock_rows: v.array(DashboardStockRowSchema),
});
