/**
 * What the database says after a scenario, read straight from PostgreSQL (orders.checkout_token links
 * an order to the checkout it was placed from):
 * - lost: a token acknowledged (201, or 200 to a replay) with no order, or with none of the number
 *   the acknowledgment named;
 * - duplicated: a token with more than one order, or acknowledged with two different numbers;
 * - placed unacknowledged: an order whose every complete got a 5xx or no answer (not lost: the
 *   shopper's retry would be answered 200 with it; counted to show what the outage left in doubt);
 * - oversold: variants whose stock went below 0.
 */
import type pg from 'pg';
import type { Ledger } from './load';

export interface OrderCheck {
  acknowledged: number;
  lost: number;
  duplicated: number;
  placedUnacknowledged: number;
}

export async function checkOrders(db: pg.Client, ledger: Ledger): Promise<OrderCheck> {
  const { rows } = await db.query<{ checkout_token: string; number: string }>(
    'select checkout_token, number from orders where checkout_token = any($1::text[])',
    [[...ledger.tried]],
  );
  const placed = new Map<string, string[]>();
  for (const row of rows)
    placed.set(row.checkout_token, [...(placed.get(row.checkout_token) ?? []), row.number]);
  let lost = 0;
  let duplicated = 0;
  for (const [token, numbers] of ledger.acked) {
    const inDb = placed.get(token) ?? [];
    if (![...numbers].every((n) => inDb.includes(n))) lost++;
    if (inDb.length > 1 || numbers.size > 1) duplicated++;
  }
  for (const [token, inDb] of placed) if (!ledger.acked.has(token) && inDb.length > 1) duplicated++;
  const placedUnacknowledged = [...placed.keys()].filter((t) => !ledger.acked.has(t)).length;
  return { acknowledged: ledger.acked.size, lost, duplicated, placedUnacknowledged };
}

/** How many orders these tokens made (the race's one unit: more than 1 is oversold). */
export async function ordersFor(db: pg.Client, tokens: string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from orders where checkout_token = any($1::text[])',
    [tokens],
  );
  return rows[0]!.n;
}

export async function negativeStock(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from variants where stock < 0',
  );
  return rows[0]!.n;
}

export async function setStock(db: pg.Client, variant: number, stock: number): Promise<void> {
  await db.query('update variants set stock = $2 where id = $1', [variant, stock]);
}

/** Two variants of different products: one for the load (its stock set high), one for the race. */
export async function benchVariants(db: pg.Client): Promise<{ plenty: number; last: number }> {
  const { rows } = await db.query<{ id: number }>(
    'select min(id) as id from variants group by product_id order by 1 limit 2',
  );
  const [plenty, last] = rows.map((r) => r.id) as [number, number];
  await setStock(db, plenty, 10_000_000);
  return { plenty, last };
}
