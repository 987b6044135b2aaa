import { FormattedMessage, useIntl } from 'react-intl';
import type { Crumb } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';

export function ProductBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'product.breadcrumb' })} className="breadcrumbs">
      <ol>
        <li>
          <LocalLink to="/">
            <FormattedMessage id="nav.home" />
          </LocalLink>
        </li>
        {crumbs.map((c) => (
          <li key={c.slug}>
            <LocalLink to={`/collection/${c.slug}`}>{c.name}</LocalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
