import { FormattedMessage } from 'react-intl';
import type { Collection } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';

/** Breadcrumbs (the last one is this page), the title, the description and the product count. */
export function CollectionHeader({ collection, total }: { collection: Collection; total: number }) {
  const crumbs = collection.breadcrumbs.length
    ? collection.breadcrumbs
    : [{ slug: collection.slug, name: collection.name }];
  return (
    <header className="collection__header">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <LocalLink to="/">
              <FormattedMessage id="nav.home" />
            </LocalLink>
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
        <FormattedMessage id="collection.count" values={{ count: total }} />
      </p>
    </header>
  );
}
