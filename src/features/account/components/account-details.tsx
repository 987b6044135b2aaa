import { useIntl } from 'react-intl';
import { QueryView } from '../../../lib/query-view';
import { useApiQuery } from '../../../lib/use-api-query';
import { accountPath } from '../../../../contract/api/private-paths';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { SessionActions } from './session-actions';

/** Account details: names and phone, the password, sessions, and deleting the account. */
export function AccountDetails(props: {
  onSignOutEverywhere: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useApiQuery(accountPath());
  return (
    <section aria-labelledby="account-details-title">
      <h1 id="account-details-title">{t('account.details.title')}</h1>
      <QueryView state={account}>
        {(customer) => (
          <>
            <section className="account-section" aria-labelledby="account-profile-title">
              <h2 id="account-profile-title">{t('account.details.profile')}</h2>
              <DetailsForm customer={customer} />
            </section>
            <section className="account-section" aria-labelledby="account-password-title">
              <h2 id="account-password-title">{t('account.password.title')}</h2>
              <PasswordForm email={customer.email} />
            </section>
          </>
        )}
      </QueryView>
      <SessionActions {...props} />
    </section>
  );
}
