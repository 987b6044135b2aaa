/**
 * The orders of a date range as CSV (issue 39): one row per line, with its order's number, date,
 * status, customer and totals repeated on each, oldest first. Names of products and colours in the
 * language asked for (the product as the shopper bought it: the order's snapshot). Money as decimals
 * of the order's currency with a dot, as the catalog's CSV writes prices; dates in the shop's time
 * zone. A BOM in front and CRLF between rows, as the catalog's export (Excel then reads UTF-8).
 */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { OrderExportQuery } from '../../../contract/admin/order-types';
import { SHOP_TIME_ZONE } from '../../../contract/constants';
import type { Address, Lang, ProductCard } from '../../../contract/types';
import { currencyDigits, formatMoney } from '../../catalog-csv/money';
import type { Db } from '../../db/client';
import { colorName } from './color-names';
import { placedFrom, placedUntil } from './order-filters';

export const ORDER_CSV_COLUMNS = [
  'number',
  'date',
  'status',
  'customer',
  'email',
  'phone',
  'address',
  'shipping_method',
  'payment_method',
  'product',
  'color',
  'size',
  'quantity',
  'unit_price',
  'line_total',
  'subtotal',
  'shipping',
  'discount',
  'discount_code',
  'total',
  'currency',
] as const;

interface Row {
  number: string;
  placed: string;
  status: string;
  email: string;
  shipping_address: Address;
  shipping_method: string;
  payment_method: string;
  discount_code: string | null;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  currency: string;
  product: Record<Lang, ProductCard>;
  color: string;
  size: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

const addressLine = (a: Address) =>
  [a.address, a.city, a.state, a.zip, a.country].filter((part) => part && part.trim()).join(', ');

export async function exportOrders(db: Db, q: OrderExportQuery): Promise<string> {
  const { rows } = (await db.execute(sql`
    select o.number, to_char(o.created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as placed,
      o.status, o.email, o.shipping_address, o.shipping_method, o.payment_method, o.discount_code,
      o.subtotal, o.shipping, o.discount, o.total, o.currency,
      l.product, l.color, l.size, l.quantity, l.unit_price, l.line_total
    from orders o join order_lines l on l.order_id = o.id
    where ${placedFrom(q.from)} and ${placedUntil(q.to)}
    order by o.created_at, o.id, l.position`)) as unknown as { rows: Row[] };
  const records: string[][] = [[...ORDER_CSV_COLUMNS]];
  for (const r of rows) {
    const digits = currencyDigits(r.currency);
    const money = (minor: number) => formatMoney(minor, digits);
    const card = r.product[q.lang] ?? r.product.vi;
    const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], string> = {
      number: r.number,
      date: r.placed,
      status: r.status,
      customer: r.shipping_address.full_name,
      email: r.email,
      phone: r.shipping_address.phone,
      address: addressLine(r.shipping_address),
      shipping_method: r.shipping_method,
      payment_method: r.payment_method,
      product: card.name,
      color: colorName(r.color, q.lang),
      size: r.size,
      quantity: String(r.quantity),
      unit_price: money(r.unit_price),
      line_total: money(r.line_total),
      subtotal: money(r.subtotal),
      shipping: money(r.shipping),
      discount: money(r.discount),
      discount_code: r.discount_code ?? '',
      total: money(r.total),
      currency: r.currency,
    };
    records.push(ORDER_CSV_COLUMNS.map((c) => cells[c]));
  }
  return stringify(records, { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}
