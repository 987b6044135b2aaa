/**
 * A customer's saved addresses (checkout prefills from the default). Each answer is a SavedAddress,
 * an Address plus `id` and `is_default` (contract/api/shapes.ts). The first address saved becomes the
 * default; choosing another moves the mark; deleting the default passes it to the newest one left.
 * Every query is scoped by the session's customer, so another customer's id is a 404 like a missing one.
 * Writes lock the customer's row first: two at once cannot leave two defaults (an index forbids it).
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { MAX_ADDRESSES } from '../../contract/api/limits';
import type { SavedAddress } from '../../contract/types';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { customerAddresses as addr } from '../db/schema';
import { notFound } from '../http/errors';
import { validationFailed, type FieldErrors } from '../http/field-errors';
import { bodyOf, paramsOf } from '../http/validate';
import { lockCustomer, requireCustomer, type AccountEnv } from './account-session';

type Row = typeof addr.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const { accountAddresses, addAccountAddress, saveAccountAddress, deleteAccountAddress } = endpoints;

function savedOf(r: Row): SavedAddress {
  return {
    id: String(r.id),
    is_default: r.isDefault,
    full_name: r.fullName,
    phone: r.phone,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    country: r.country,
  };
}

/** The columns a body's fields set; the country upper-cased. */
function columnsOf(b: Partial<Record<keyof SavedAddress, unknown>>) {
  const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
  const cols = {
    fullName: text(b.full_name),
    phone: text(b.phone),
    address: text(b.address),
    city: text(b.city),
    state: text(b.state),
    zip: text(b.zip),
    country: text(b.country)?.toUpperCase(),
  };
  return Object.fromEntries(Object.entries(cols).filter(([, x]) => x !== undefined));
}

/** A country must be one of the store's (the checkout's rule and message). */
async function countryErrors(db: Db, country: string | undefined): Promise<FieldErrors> {
  if (country === undefined) return {};
  const { countries } = await readSettings(db);
  return countries.some((c) => c.code === country.toUpperCase())
    ? {}
    : { country: ['checkout.errors.country_required'] };
}

async function clearDefault(tx: Tx, customerId: string, except: number) {
  await tx
    .update(addr)
    .set({ isDefault: false })
    .where(and(eq(addr.customerId, customerId), eq(addr.isDefault, true), ne(addr.id, except)));
}

export function accountAddressRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();
  const signedIn = requireCustomer(db);
  const mine = (c: { get(k: 'customer'): { id: string } }, id: number) =>
    and(eq(addr.id, id), eq(addr.customerId, c.get('customer').id));

  app.on(accountAddresses.method, accountAddresses.route, signedIn, async (c) => {
    const rows = await db
      .select()
      .from(addr)
      .where(eq(addr.customerId, c.get('customer').id))
      .orderBy(desc(addr.isDefault), desc(addr.createdAt), desc(addr.id));
    return c.json({ data: rows.map(savedOf) });
  });

  app.on(addAccountAddress.method, addAccountAddress.route, signedIn, async (c) => {
    const body = await bodyOf(c, addAccountAddress.body);
    const errors = await countryErrors(db, body.country);
    if (Object.keys(errors).length > 0) return validationFailed(c, errors);
    const customerId = c.get('customer').id;
    const row = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(addr)
        .where(eq(addr.customerId, customerId))) as [{ n: number }];
      if (n >= MAX_ADDRESSES) return null;
      const isDefault = body.is_default === true || n === 0;
      // Cleared first: the index allows one default at every moment, not just at commit.
      if (isDefault) await clearDefault(tx, customerId, 0);
      const [made] = await tx
        .insert(addr)
        .values({ customerId, ...columnsOf(body), isDefault } as typeof addr.$inferInsert)
        .returning();
      return made!;
    });
    if (!row) return validationFailed(c, { _: ['account.errors.too_many'] });
    return c.json({ data: savedOf(row) }, 201);
  });

  app.on(saveAccountAddress.method, saveAccountAddress.route, signedIn, async (c) => {
    const id = Number(paramsOf(c, saveAccountAddress).id);
    const body = await bodyOf(c, saveAccountAddress.body);
    const errors = await countryErrors(db, body.country);
    if (Object.keys(errors).length > 0) return validationFailed(c, errors);
    const customerId = c.get('customer').id;
    const row = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [found] = await tx.select().from(addr).where(mine(c, id));
      if (!found) return null;
      if (body.is_default === true) await clearDefault(tx, customerId, id);
      const set = {
        ...columnsOf(body),
        ...(body.is_default !== undefined && { isDefault: body.is_default }),
      };
      if (Object.keys(set).length === 0) return found;
      const [saved] = await tx.update(addr).set(set).where(mine(c, id)).returning();
      return saved!;
    });
    if (!row) throw notFound();
    return c.json({ data: savedOf(row) });
  });

  app.on(deleteAccountAddress.method, deleteAccountAddress.route, signedIn, async (c) => {
    const id = Number(paramsOf(c, deleteAccountAddress).id);
    const customerId = c.get('customer').id;
    const gone = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [deleted] = await tx.delete(addr).where(mine(c, id)).returning();
      if (deleted?.isDefault) {
        const [newest] = await tx
          .select({ id: addr.id })
          .from(addr)
          .where(eq(addr.customerId, customerId))
          .orderBy(desc(addr.createdAt), desc(addr.id))
          .limit(1);
        if (newest) await tx.update(addr).set({ isDefault: true }).where(eq(addr.id, newest.id));
      }
      return deleted;
    });
    if (!gone) throw notFound();
    return c.body(null, 204);
  });

  return app;
}
