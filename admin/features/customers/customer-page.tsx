/**
 * One customer in the back office: their details and figures, their orders (each opening the orders
 * area's page), saved addresses and wishlist, and the two things staff do for them: send a
 * password-reset link (reset-link.tsx) and erase them on request (erase-customer.tsx), after which
 * only a notice remains. Read in the member's language (the wishlist's product names).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readCustomer } from './api';
import { CustomerDetails } from './customer-details';
import { CustomerLists } from './customer-lists';
import { EraseCustomer } from './erase-customer';
import { ResetLink } from './reset-link';
import '../../../src/ui/form-field.css';
import './customers.css';

export function CustomerPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { id = '' } = useParams<{ id: string }>();
  const customer = useAdminQuery(`customer:${id}:${intl.locale}`, (signal) =>
    readCustomer(id, intl.locale, signal),
  );
  const [erased, setErased] = useState(false);
  usePageTitle(customer.data?.name || text('customers.customer.title'));

  if (erased)
    return (
      <section className="page">
        <h1>{text('customers.erased.title')}</h1>
        <p role="status">{text('customers.erased')}</p>
        <p>
          <Link href={ADMIN_PATHS.customers}>{text('customers.back')}</Link>
        </p>
      </section>
    );

  return (
    <section className="page page--wide">
      <p>
        <Link href={ADMIN_PATHS.customers}>{text('customers.back')}</Link>
      </p>
      <QueryView query={customer}>
        {(c) => (
          <>
            <h1>{c.name || c.email}</h1>
            <div className="customer-grid">
              <div className="customer-stack">
                <CustomerLists customer={c} />
              </div>
              <div className="customer-stack">
                <CustomerDetails customer={c} />
                <ResetLink id={c.id} />
                <EraseCustomer customer={c} onErased={() => setErased(true)} />
              </div>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
