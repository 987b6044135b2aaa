import { FormattedMessage, useIntl } from 'react-intl';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { SearchCollections } from '../../features/search/components/search-collections';
import { SearchPageHead } from '../../features/search/components/search-page-head';
import { SEARCH_PAGE_LIMIT } from '../../features/search/search-path';
import { useSearchQuery, useSearchResults } from '../../features/search/use-search-results';
import { QueryView } from '../../lib/query-view';
import { useTitle } from '../../lib/seo/use-title';

/** `/search?q=`: every matching collection and product (up to the server's cap), from the query in the URL. */
export default function SearchPage() {
  const intl = useIntl();
  const q = useSearchQuery();
  const state = useSearchResults(q);
  const title = intl.formatMessage({ id: 'search.title' });
  useTitle(q ? `${title}: ${q}` : title);

  return (
    <>
      <SearchPageHead query={q} />
      {!q ? (
        <p className="empty-state">
          <FormattedMessage id="search.prompt" />
        </p>
      ) : (
        <QueryView state={state}>
          {(result) =>
            result.items.length === 0 && result.collections.length === 0 ? (
              <p className="empty-state">
                <FormattedMessage id="common.noData" />
              </p>
            ) : (
              <>
                <SearchCollections collections={result.collections} />
                {result.items.length > 0 && (
                  <section aria-labelledby="search-products-title">
                    <h2 id="search-products-title">
                      <FormattedMessage id="search.products" />
                    </h2>
                    <p className="search-page__count" role="status">
                      <FormattedMessage
                        id={
                          result.items.length >= SEARCH_PAGE_LIMIT
                            ? 'search.countCapped'
                            : 'collection.count'
                        }
                        values={{ count: result.items.length }}
                      />
                    </p>
                    <ProductGrid products={result.items} priority={2} />
                  </section>
                )}
              </>
            )
          }
        </QueryView>
      )}
    </>
  );
}
