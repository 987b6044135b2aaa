import { FormattedMessage } from 'react-intl';
import type { Collection } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';

/** Collections whose name matches the query, as links above the products. */
export function SearchCollections({ collections }: { collections: Collection[] }) {
  if (collections.length === 0) return null;
  return (
    <section className="search-page__section" aria-labelledby="search-collections-title">
      <h2 id="search-collections-title">
        <FormattedMessage id="search.collections" />
      </h2>
      <ul className="search-page__collections">
        {collections.map((c) => (
          <li key={c.slug}>
            <LocalLink to={`/collection/${c.slug}`}>
              {c.breadcrumbs.map((b) => b.name).join(' › ') || c.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
