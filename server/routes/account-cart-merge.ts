/**
 * The merge at sign-in: the guest's cart lines are added to the customer's server copy and the result
 * stored and answered, with every line that could not be taken whole (issue 13: quantities add, capped
 * at stock; conflicts are shown, never dropped silently). The app then makes its device cart the
 * answer's lines and shows the conflicts once.
 *
 * Order: the server copy's lines first, in their order, then the guest's new ones in theirs. Each line
 * holds min(stock, 99). A variant out of stock or gone is left out of the cart and named in
 * `conflicts`; one with less stock than asked is kept at what there is and named too. The server's own
 * lines follow the same rule: the merge answers a cart that can be bought as it stands.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { MAX_LINE_QUANTITY } from '../../contract/api/limits';
import type { AccountCartLine, CartConflict, CartMerge } from '../../contract/types';
import type { AppDeps } from '../deps';
import { accountCarts, variants } from '../db/schema';
import { bodyOf } from '../http/validate';
import { lockCustomer, requireCustomer, type AccountEnv } from './account-session';

const { mergeAccountCart } = endpoints;

/** The merge itself, apart from the database: `stock` has no entry for a variant that is gone. */
export function mergeLines(
  server: { variantId: number; quantity: number }[],
  guest: { variant_id: number; quantity: number }[],
  stock: ReadonlyMap<number, number>,
): { lines: { variantId: number; quantity: number }[]; conflicts: CartConflict[] } {
  const wanted = new Map<number, number>();
  for (const l of server) wanted.set(l.variantId, l.quantity);
  for (const l of guest) wanted.set(l.variant_id, (wanted.get(l.variant_id) ?? 0) + l.quantity);
  const lines: { variantId: number; quantity: number }[] = [];
  const conflicts: CartConflict[] = [];
  for (const [variantId, requested] of wanted) {
    const inStock = stock.get(variantId);
    const available = Math.min(inStock ?? 0, MAX_LINE_QUANTITY);
    const conflict = (code: CartConflict['code']) =>
      conflicts.push({ variant_id: String(variantId), code, requested, available });
    if (inStock === undefined) conflict('unknown_variant');
    else if (available === 0) conflict('out_of_stock');
    else {
      if (requested > available) conflict('insufficient_stock');
      lines.push({ variantId, quantity: Math.min(requested, available) });
    }
  }
  return { lines, conflicts };
}

export function accountCartMergeRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();

  app.on(mergeAccountCart.method, mergeAccountCart.route, requireCustomer(db), async (c) => {
    const { lines: guest } = await bodyOf(c, mergeAccountCart.body);
    const customerId = c.get('customer').id;
    const merged = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const server = await tx
        .select({ variantId: accountCarts.variantId, quantity: accountCarts.quantity })
        .from(accountCarts)
        .where(eq(accountCarts.customerId, customerId))
        .orderBy(asc(accountCarts.position), asc(accountCarts.variantId));
      const ids = [
        ...new Set([...server.map((l) => l.variantId), ...guest.map((l) => l.variant_id)]),
      ];
      const rows =
        ids.length === 0
          ? []
          : await tx
              .select({ id: variants.id, stock: variants.stock })
              .from(variants)
              .where(inArray(variants.id, ids));
      const result = mergeLines(server, guest, new Map(rows.map((r) => [r.id, r.stock])));
      await tx.delete(accountCarts).where(eq(accountCarts.customerId, customerId));
      if (result.lines.length > 0)
        await tx
          .insert(accountCarts)
          .values(result.lines.map((l, position) => ({ customerId, ...l, position })));
      return result;
    });
    const lines: AccountCartLine[] = merged.lines.map((l) => ({
      variant_id: String(l.variantId),
      quantity: l.quantity,
    }));
    return c.json({ data: { lines, conflicts: merged.conflicts } satisfies CartMerge });
  });

  return app;
}
