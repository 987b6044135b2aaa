/**
 * Turns a checkout into its order, once, in one transaction: the checkout's row is locked first (a
 * repeat of the same complete waits here, then finds the order and answers it), then the discount
 * code's locks (checkout/discount.ts), then the variants; the fields and the code are judged, the stock
 * taken, and the order, its lines, the code's use, its first history event and its mails are written.
 * Anything refused rolls all of it back.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { check, type FieldErrors } from '../../contract/api/field-errors';
import { CheckoutReadySchema } from '../../contract/api/inputs';
import type { Lang, Problem } from '../../contract/types';
import type { Db } from '../db/client';
import { readSettings, type Settings } from '../db/queries/settings';
import { checkouts, orderEvents, orderLines, orders } from '../db/schema-orders';
import { enqueueMails, placedMail, shopNoticeMail, type OrderFacts } from '../mail/order-mails';
import { judgeLocked, lockDiscount, recordUse } from './discount';
import { normalEmail, type DiscountCheck, type Shopper } from './discount-rules';
import { cardsOf, pricedLines, variantsNow } from './lines';
import { lineProblems, mergeLines, totalsOf } from './pricing';

export type Placement =
  | { kind: 'placed'; orderId: number; created: boolean }
  | { kind: 'not_found' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'conflict'; problems: Problem[] };

/** Thrown inside the transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly placement: Placement) {
    super(placement.kind);
  }
}

type CheckoutRow = typeof checkouts.$inferSelect;

/** The same ids the checkout form shows, plus what only the server knows (the store's countries, methods, codes). */
function fieldErrorsOf(row: CheckoutRow, settings: Settings, code: DiscountCheck | null) {
  const ready = check(CheckoutReadySchema, {
    email: row.email,
    shipping_address: row.shippingAddress,
    shipping_method: row.shippingMethod,
    payment_method: row.paymentMethod,
  });
  const errors: FieldErrors = ready.ok ? {} : { ...ready.errors };
  const country = row.shippingAddress?.country?.trim().toUpperCase();
  if (country && !settings.countries.some((c) => c.code === country))
    errors['shipping_address.country'] = ['checkout.errors.country_required'];
  const method = row.shippingMethod;
  // A method the owner turned off since the draft chose it (issue 39): the shopper picks another.
  if (method && !settings.shipping_methods.some((m) => m.code === method))
    errors['shipping_method'] = ['checkout.errors.shipping_method_unavailable'];
  if (code && !code.ok) errors['discount_code'] = [code.message];
  return { errors, ready: ready.ok ? ready.value : null };
}

export async function placeOrder(
  db: Db,
  token: string,
  opts: { customerId: string | null; lang: Lang; origin: string; now?: Date },
): Promise<Placement> {
  const now = opts.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkouts)
        .where(eq(checkouts.token, token))
        .for('update');
      if (!row) throw new Refused({ kind: 'not_found' });
      const [done] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutToken, token));
      if (done) return { kind: 'placed', orderId: done.id, created: false } as const;

      const settings = await readSettings(tx);
      const who: Shopper = {
        customerId: opts.customerId ?? row.customerId,
        email: normalEmail(row.email),
      };
      const codeRow = row.discountCode ? await lockDiscount(tx, row.discountCode, who) : undefined;
      const lines = mergeLines(row.lines);
      const found = await variantsNow(
        tx,
        lines.map((l) => l.variant_id),
        { lock: true },
      );
      // The code's minimum is of the subtotal at today's prices (a changed price is a 409 below).
      const subtotal = lines.reduce(
        (sum, l) => sum + l.quantity * (found.get(l.variant_id)?.price ?? 0),
        0,
      );
      const code = row.discountCode ? await judgeLocked(tx, codeRow, who, now, subtotal) : null;
      const { errors, ready } = fieldErrorsOf(row, settings, code);
      if (!ready || Object.keys(errors).length > 0) throw new Refused({ kind: 'invalid', errors });

      const problems = lineProblems(lines, found, row.quoted);
      if (problems.length > 0) throw new Refused({ kind: 'conflict', problems });

      const discount = code?.ok ? code.discount : null;

      // The rows are locked and were checked above; `stock >= q` keeps the floor even so.
      const taken = await tx.execute(sql`
        update variants set stock = variants.stock - l.q
        from unnest(${sql.param(lines.map((l) => l.variant_id))}::int[],
                    ${sql.param(lines.map((l) => l.quantity))}::int[]) as l(id, q)
        where variants.id = l.id and variants.stock >= l.q`);
      if ((taken as { rowCount: number | null }).rowCount !== lines.length)
        throw new Error('Stock changed under a row lock');

      const low = settings.low_stock_threshold;
      const [vi, en] = [await cardsOf(tx, found, 'vi', low), await cardsOf(tx, found, 'en', low)];
      const priced = { vi: pricedLines(lines, found, vi), en: pricedLines(lines, found, en) };
      const totals = totalsOf(
        priced.vi.map((l) => ({ quantity: l.quantity, unitPrice: l.unit_price })),
        discount,
        ready.shipping_method,
        settings,
      );
      const address = {
        ...ready.shipping_address,
        country: ready.shipping_address.country.toUpperCase(),
      };
      const [order] = await tx
        .insert(orders)
        .values({
          token: randomBytes(24).toString('base64url'),
          checkoutToken: token,
          customerId: opts.customerId ?? row.customerId,
          email: ready.email,
          shippingAddress: address,
          shippingMethod: ready.shipping_method,
          paymentMethod: ready.payment_method,
          discountCode: discount?.code ?? null,
          ...totals,
          currency: settings.currency,
          lang: opts.lang,
        })
        .returning({ id: orders.id, number: orders.number, token: orders.token });
      const { id } = order!;
      if (discount)
        await recordUse(tx, {
          code: discount.code,
          orderId: id,
          who: { customerId: who.customerId, email: ready.email },
        });
      await tx.insert(orderLines).values(
        priced.vi.map((l, position) => ({
          orderId: id,
          position,
          variantId: Number(l.variant_id),
          // The card as bought: its picture is the colour's (read-orders.ts answers it as the line's).
          product: {
            vi: { ...l.product, image: l.image },
            en: { ...priced.en[position]!.product, image: priced.en[position]!.image },
          },
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          unitPrice: l.unit_price,
          lineTotal: l.line_total,
        })),
      );
      // Placed orders wait for the shop to confirm them (a cash-on-delivery order is usually checked
      // by phone first): the operator command moves them on.
      await tx.insert(orderEvents).values({ orderId: id, status: 'pending' });
      const facts: OrderFacts = {
        number: order!.number,
        token: order!.token,
        email: ready.email,
        lang: opts.lang,
        total: totals.total,
        currency: settings.currency,
        // Each name in both languages: the shopper's mail reads the order's, the shop's its own.
        lines: priced.vi.map((l, i) => ({
          name: { vi: l.product.name, en: priced.en[i]!.product.name },
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          picture: `${opts.origin}${priced[opts.lang][i]!.image.url}`,
        })),
        address,
      };
      const shop = {
        name: settings.name,
        email: settings.contact.email,
        lang: settings.default_locale,
      };
      await enqueueMails(tx, id, [
        placedMail(facts, shop, opts.origin),
        shopNoticeMail(facts, shop, opts.origin),
      ]);
      await tx
        .update(checkouts)
        .set({ completedAt: now, customerId: opts.customerId ?? row.customerId })
        .where(eq(checkouts.token, token));
      return { kind: 'placed', orderId: id, created: true } as const;
    });
  } catch (err) {
    if (err instanceof Refused) return err.placement;
    throw err;
  }
}
