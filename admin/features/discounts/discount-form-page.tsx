/**
 * A discount code's form, new (`/discounts/new`) or saved (`/discounts/:code`), with the store's
 * currency its amounts are in. Saving goes back to the list, where the code shows with its state.
 */
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readDiscount, storeCurrency } from './api';
import { DiscountForm } from './discount-form';
import { currencyDigits } from '../../lib/money';
import './discounts.css';

export function DiscountFormPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { code } = useParams<{ code?: string }>();
  const query = useAdminQuery(`discount:${code ?? ''}`, async (signal) => {
    const [saved, currency] = await Promise.all([
      code ? readDiscount(code, signal) : null,
      storeCurrency(),
    ]);
    return { saved, currency };
  });
  const title = code
    ? intl.formatMessage({ id: 'discounts.edit.title' }, { code })
    : intl.formatMessage({ id: 'discounts.new' });
  usePageTitle(title);

  return (
    <section className="page">
      <p>
        <Link href={ADMIN_PATHS.discounts}>{intl.formatMessage({ id: 'discounts.back' })}</Link>
      </p>
      <h1>{title}</h1>
      {code && (
        <p>
          <Link href={pathTo(ADMIN_PATHS.discountUses, { code })}>
            {intl.formatMessage({ id: 'discounts.uses.link' })}
          </Link>
        </p>
      )}
      <QueryView query={query}>
        {({ saved, currency }) => (
          <DiscountForm
            key={saved?.code ?? 'new'}
            saved={saved}
            currency={currency}
            digits={currencyDigits(currency)}
            onSaved={() => navigate(ADMIN_PATHS.discounts)}
          />
        )}
      </QueryView>
    </section>
  );
}
