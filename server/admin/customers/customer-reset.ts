/**
 * "Send a password-reset link" from the back office (issue 39): the storefront's own reset flow
 * (routes/auth-reset.ts issueResetLink: the same token table, the same mail as "forgot password"), in
 * the customer's language (that of their newest order, by account or by their email, else the
 * shop's), audited in the same transaction. The link goes to the customer's mailbox only: staff never
 * see it.
 */
import { eq } from 'drizzle-orm';
import type { CustomerResetSent } from '../../../contract/admin/customer-types';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { customerMailLang } from '../../mail/account-mails';
import { issueResetLink } from '../../routes/auth-reset';
import { audit, type Actor } from '../audit';

export async function sendCustomerReset(
  db: Db,
  actor: Actor,
  id: string,
  origin: string,
): Promise<CustomerResetSent | null> {
  const [customer] = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) return null;
  const lang = await customerMailLang(db, customer);
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
