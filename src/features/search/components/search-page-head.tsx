import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useLocalize } from '../../../lib/i18n/routing';
import { SearchIcon } from '../../../ui/search-icon';
import { searchPath } from '../search-path';
import './search-page.css';

/** The results page's heading and its own search form (a new query replaces `?q=` in the URL). */
export function SearchPageHead({ query }: { query: string }) {
  const intl = useIntl();
  const localize = useLocalize();
  const [, navigate] = useLocation();
  const inputId = useId();
  return (
    <div className="search-page__head">
      <h1>
        {query ? (
          <FormattedMessage id="search.resultsFor" values={{ query }} />
        ) : (
          <FormattedMessage id="search.title" />
        )}
      </h1>
      <form
        role="search"
        className="search-page__form"
        action={localize('/search')}
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          navigate(localize(searchPath(typeof q === 'string' ? q : '')));
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {intl.formatMessage({ id: 'search.pageLabel' })}
        </label>
        <input
          id={inputId}
          key={query}
          className="search-page__input"
          type="search"
          name="q"
          defaultValue={query}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          <SearchIcon />
          <span>{intl.formatMessage({ id: 'search.submit' })}</span>
        </button>
      </form>
    </div>
  );
}
