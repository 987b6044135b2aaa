/**
 * The admin API's customer endpoints (contract/admin/customer-endpoints.ts), each mounted with
 * adminRoute: the list, one customer, a password-reset link (through the storefront's reset flow) and
 * an erasure (refused with 422 while an order is still to deliver, or when the typed email is not
 * theirs). Every answer is built field by field from the contract's shapes: no hash, no token.
 */
import { Hono } from 'hono';
import { customerEndpoints as e } from '../../../contract/admin/customer-endpoints';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { originOf } from '../../http/public-origin';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { eraseCustomer } from './customer-erase';
import { listCustomers } from './customer-list';
import { readCustomer } from './customer-read';
import { sendCustomerReset } from './customer-reset';

export function adminCustomerRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, e.adminCustomers, async (c) =>
    c.json({ data: await listCustomers(db, queryOf(c, e.adminCustomers.query)) }),
  );

  adminRoute(app, db, e.adminCustomer, async (c) => {
    const { id } = paramsOf(c, e.adminCustomer);
    const { lang } = queryOf(c, e.adminCustomer.query);
    const customer = await readCustomer(db, id, lang);
    if (!customer) throw notFound();
    return c.json({ data: customer });
  });

  adminRoute(app, db, e.sendCustomerReset, async (c) => {
    const { id } = paramsOf(c, e.sendCustomerReset);
    const origin = originOf(c, deps.publicOrigin ?? null);
    const sent = await sendCustomerReset(db, c.get('staff'), id, origin);
    if (!sent) throw notFound();
    deps.mail?.nudge();
    return c.json({ data: sent }, 202);
  });

  adminRoute(app, db, e.eraseCustomer, async (c) => {
    const { id } = paramsOf(c, e.eraseCustomer);
    const { email } = await bodyOf(c, e.eraseCustomer.body);
    const outcome = await eraseCustomer(db, c.get('staff'), id, email);
    if (outcome.ok) return c.json({ data: outcome.erased });
    if (outcome.reason === 'unknown') throw notFound();
    if (outcome.reason === 'email_mismatch')
      return validationFailed(c, { email: ['customers.errors.email_mismatch'] });
    return c.json(
      {
        message:
          'The customer has an order not yet delivered or cancelled: the shop still has to ship it',
        errors: { customer: ['customers.errors.orders_open'] },
      },
      422,
    );
  });

  return app;
}
