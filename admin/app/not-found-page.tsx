/** A path under the admin that is no screen. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ADMIN_PATHS } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'errors.page_not_found' }));
  return (
    <section className="notice">
      <h1>
        <FormattedMessage id="errors.page_not_found" />
      </h1>
      <Link href={ADMIN_PATHS.home}>
        <FormattedMessage id="nav.home" />
      </Link>
    </section>
  );
}
