import { useIntl } from 'react-intl';
import type { Collection } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';

/** Breadcrumbs (the last one is this page, as the API gives them), the title, the description and the product count. */
export function CollectionHeader({ collection, total }: { collection: Collection; total: number }) {
  const intl = useIntl();
  const crumbs = collection.breadcrumbs;
  return (
    <header className="collection__header">
      <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb' })} className="breadcrumbs">
        <ol>
          <li>
            <LocalLink to="/">{intl.formatMessage({ id: 'nav.home' })}</LocalLink>
          </li>
          {crumbs.map((c, i) => (
            <li key={c.slug}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <LocalLink to={`/collection/${c.slug}`}>{c.name}</LocalLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{collection.name}</h1>
      {collection.description && <p className="collection__lead">{collection.description}</p>}
      <p className="collection__count" aria-live="polite">
        {intl.formatMessage({ id: 'collection.count' }, { count: total })}
      </p>
    </header>
  );
}
