/**
 * "Send a password-reset link" from the back office (issue 39): the storefront's own reset flow
 * (routes/auth-reset.ts issueResetLink: the same token table, the same mail as "forgot password"), in
 * the customer's language (that of their newest order, by account or by their email, else the
 * shop's), audited in the same transaction. The link goes to the customer's mailbox only: staff never
 * see it.
 */
import { sql } from 'drizzle-orm';
import type { CustomerResetSent } from '../../../contract/admin/customer-types';
import type { Lang } from '../../../contract/types';
import type { Db } from '../../db/client';
import { readSettings } from '../../db/queries/settings';
import { issueResetLink } from '../../routes/auth-reset';
import { audit, type Actor } from '../audit';

type Rows<T> = Promise<{ rows: T[] }>;

export async function sendCustomerReset(
  db: Db,
  actor: Actor,
  id: string,
  origin: string,
): Promise<CustomerResetSent | null> {
  const { rows } = await (db.execute(sql`
    select c.id, c.email,
      (select o.lang from orders o where o.customer_id = c.id or lower(o.email) = c.email
        order by o.id desc limit 1) as lang
    from customers c where c.id = ${id}`) as unknown as Rows<{
    id: string;
    email: string;
    lang: Lang | null;
  }>);
  const customer = rows[0];
  if (!customer) return null;
  const lang = customer.lang ?? (await readSettings(db)).default_locale;
  await db.transaction(async (tx) => {
    await issueResetLink(tx, customer, lang, origin);
    await audit(tx, actor, {
      action: 'customer.reset_link',
      entity: 'customer',
      entityId: id,
      after: { lang },
    });
  });
  return { email: customer.email, lang };
}
