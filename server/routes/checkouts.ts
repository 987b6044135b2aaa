/**
 * Checkouts: PUT saves the draft the client keys by its own token and answers it priced by the server;
 * GET answers it; complete places its order once (checkout/place-order.ts). Every answer is no-store.
 * A checkout that became an order is frozen: PUT and GET answer it as the order has it, so a client
 * replaying "PUT then complete" after a lost answer gets the same order back, not a refusal.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { Checkout, Lang } from '../../contract/types';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { checkouts, orders } from '../db/schema-orders';
import { normalEmail } from '../checkout/discount-rules';
import { placeOrder } from '../checkout/place-order';
import { priceCheckout, type CheckoutDraft } from '../checkout/price-checkout';
import { noStore } from '../http/cache';
import { notFound } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { originOf } from '../http/public-origin';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { loadOrders } from '../orders/read-orders';
import { optionalCustomerId } from './account-session';

const { saveCheckout, checkout, completeCheckout } = endpoints;

type CheckoutRow = typeof checkouts.$inferSelect;

const draftOf = (row: CheckoutRow): CheckoutDraft => ({
  lines: row.lines,
  email: row.email,
  shippingAddress: row.shippingAddress,
  shippingMethod: row.shippingMethod,
  paymentMethod: row.paymentMethod,
  discountCode: row.discountCode,
});

/** A completed checkout as its order has it: the lines and amounts it was placed with. */
async function frozen(db: Db, token: string, lang: Lang): Promise<Checkout> {
  const [order] = await loadOrders(db, eq(orders.checkoutToken, token), lang);
  if (!order) throw new Error(`Checkout ${token.slice(0, 4)}… is completed but has no order`);
  return {
    token,
    lines: order.lines,
    email: order.email,
    shipping_address: order.shipping_address,
    shipping_method: order.shipping_method,
    payment_method: order.payment_method,
    discount_code: order.discount_code,
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    total: order.total,
    currency: order.currency,
    problems: [],
  };
}

async function findCheckout(db: Db, token: string): Promise<CheckoutRow | undefined> {
  return (await db.select().from(checkouts).where(eq(checkouts.token, token)))[0];
}

export function checkoutRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.on(saveCheckout.method, saveCheckout.route, noStore, async (c) => {
    const { lang } = queryOf(c, saveCheckout.query);
    const { token } = paramsOf(c, saveCheckout);
    const body = await bodyOf(c, saveCheckout.body);
    const existing = await findCheckout(db, token);
    if (existing?.completedAt) return c.json({ data: await frozen(db, token, lang) });
    const now = new Date();
    // A shipping method the owner turned off (issue 39) is the shopper's to fix now: it would price
    // as nothing. Nothing is saved.
    if (body.shipping_method) {
      const { shipping_methods } = await readSettings(db);
      if (!shipping_methods.some((m) => m.code === body.shipping_method))
        return validationFailed(c, {
          shipping_method: ['checkout.errors.shipping_method_unavailable'],
        });
    }
    const draft: CheckoutDraft = {
      lines: body.lines,
      email: body.email,
      shippingAddress: body.shipping_address,
      shippingMethod: body.shipping_method,
      paymentMethod: body.payment_method,
      discountCode: body.discount_code,
    };
    const customerId = await optionalCustomerId(db, c.req.header('Authorization'));
    const who = {
      customerId: customerId ?? existing?.customerId ?? null,
      email: normalEmail(body.email),
    };
    const priced = await priceCheckout(db, token, draft, existing?.quoted ?? {}, lang, now, who);
    // A code that cannot be used, as the shopper's details stand now, is theirs to fix: nothing is
    // saved. The email may come after the code: the complete judges it again.
    if (priced.code && !priced.code.ok)
      return validationFailed(c, { discount_code: [priced.code.message] });
    const values = { ...draft, quoted: priced.quoted, updatedAt: now };
    const saved = await db
      .insert(checkouts)
      .values({ token, customerId, ...values })
      .onConflictDoUpdate({
        target: checkouts.token,
        set: {
          ...values,
          customerId: sql`coalesce(excluded.customer_id, ${checkouts.customerId})`,
        },
        setWhere: isNull(checkouts.completedAt),
      })
      .returning({ token: checkouts.token });
    // Completed between the read above and this write: the order stands, the draft is not changed.
    if (saved.length === 0) return c.json({ data: await frozen(db, token, lang) });
    return c.json({ data: priced.checkout });
  });

  app.on(checkout.method, checkout.route, noStore, async (c) => {
    const { lang } = queryOf(c, checkout.query);
    const { token } = paramsOf(c, checkout);
    const row = await findCheckout(db, token);
    if (!row) throw notFound();
    if (row.completedAt) return c.json({ data: await frozen(db, token, lang) });
    const who = { customerId: row.customerId, email: normalEmail(row.email) };
    const priced = await priceCheckout(db, token, draftOf(row), row.quoted, lang, new Date(), who);
    return c.json({ data: priced.checkout });
  });

  app.on(completeCheckout.method, completeCheckout.route, noStore, async (c) => {
    const { lang } = queryOf(c, completeCheckout.query);
    const { token } = paramsOf(c, completeCheckout);
    const placed = await placeOrder(db, token, {
      customerId: await optionalCustomerId(db, c.req.header('Authorization')),
      lang,
      origin: originOf(c, deps.publicOrigin ?? null),
    });
    switch (placed.kind) {
      case 'not_found':
        throw notFound();
      case 'invalid':
        return validationFailed(c, placed.errors);
      case 'conflict':
        return c.json(
          {
            message: 'Some items changed: review them before placing the order',
            problems: placed.problems,
          },
          409,
        );
      case 'placed': {
        if (placed.created) deps.mail?.nudge();
        const [order] = await loadOrders(db, eq(orders.id, placed.orderId), lang);
        return c.json({ data: order }, placed.created ? 201 : 200);
      }
    }
  });

  return app;
}
