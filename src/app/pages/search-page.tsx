import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { SearchListing } from './search-listing';
import { SearchPageHead } from '../../features/search/components/search-page-head';
import { parseSearchView } from './search-view';
import { MessagesPart } from '../../lib/i18n/messages-part';
import { useTitle } from '../../lib/seo/use-title';
// The listing's parts this page shares with the collection page are taken from that page's chunk:
// without this import the bundler would move them to a chunk of their own, which the collection page,
// whose JavaScript is budgeted (scripts/check-size.mjs), would pay ~400 bytes for.
import './collection-page';

/**
 * `/search?q=`: the matching collections, then the ranked products with a collection's filters, sort
 * and "Load more", all from the URL. The collection's words (its toolbar, chips, "Load more") are the
 * collection's message part, loaded here beside the later part the search screen loads with its code.
 */
export default function SearchPage() {
  const intl = useIntl();
  const view = parseSearchView(useSearch());
  const title = intl.formatMessage({ id: 'search.title' });
  useTitle(view.q ? `${title}: ${view.q}` : title);

  return (
    <>
      <SearchPageHead query={view.q} />
      {!view.q ? (
        <p className="empty-state">
          <FormattedMessage id="search.prompt" />
        </p>
      ) : (
        <MessagesPart parts={['collection']}>
          <SearchListing view={view} />
        </MessagesPart>
      )}
    </>
  );
}
