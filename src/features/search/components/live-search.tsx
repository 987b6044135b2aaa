import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useLang, useLocalize } from '../../../lib/i18n/routing';
import { SearchIcon } from '../../../ui/search-icon';
import { buildOptions, moveActive, type SearchOption } from '../search-options';
import { isSearchable, searchPath } from '../search-path';
import { useLiveSearch } from '../use-live-search';
import { LiveSearchList, optionDomId } from './live-search-list';
import './live-search.css';

interface LiveSearchProps {
  inputRef?: Ref<HTMLInputElement>;
  /** Escape on a closed list: the phone panel closes itself. */
  onEscape?: () => void;
  /** After any navigation the search starts. */
  onNavigate?: () => void;
}

/**
 * The header search: an ARIA 1.2 combobox (focus stays in the input, the active option is
 * aria-activedescendant). Arrows move, Enter opens the active option or else the results page,
 * Escape closes the list and then the panel.
 */
export function LiveSearch({ inputRef, onEscape, onNavigate }: LiveSearchProps) {
  const intl = useIntl();
  const lang = useLang();
  const localize = useLocalize();
  const [, navigate] = useLocation();
  const listId = useId();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const live = useLiveSearch(value, lang);
  const options = live.result ? buildOptions(live.result, value) : [];
  // The active option belongs to the answer it was picked in; a new answer starts with none.
  const [picked, setPicked] = useState({ query: '', index: -1 });
  const active = picked.query === live.query ? picked.index : -1;
  const setActive = (index: number) => setPicked({ query: live.query, index });

  const popup = open && isSearchable(value) && (live.result !== null || live.error);
  const expanded = popup && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const go = (path: string) => {
    setOpen(false);
    onNavigate?.();
    navigate(localize(path));
  };
  const choose = (option: SearchOption) => {
    // A search suggestion becomes the query; a product or collection leaves the search behind.
    if (option.kind === 'suggestion') setValue(option.text);
    else if (option.kind !== 'all') setValue('');
    go(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (expanded)
        setActive(moveActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      // type="search" would clear the text on Escape; keep it, and close one layer at a time.
      event.preventDefault();
      if (popup) setOpen(false);
      else onEscape?.();
    }
  };

  const status = statusText(intl, live, popup, options.length);
  return (
    <form
      role="search"
      className="live-search"
      action={localize('/search')}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) go(searchPath(value));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <span className="live-search__field">
        <SearchIcon className="live-search__icon" />
        <input
          id={inputId}
          ref={inputRef}
          className="live-search__input"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeOption ? optionDomId(listId, activeOption) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </span>
      {popup && (
        <div className="live-search__popup" data-loading={live.loading || undefined}>
          {options.length > 0 ? (
            <LiveSearchList
              id={listId}
              options={options}
              active={active}
              query={value.trim()}
              onChoose={choose}
              onHover={setActive}
            />
          ) : (
            <p className="live-search__empty">
              {live.loading ? intl.formatMessage({ id: 'common.loading' }) : status}
            </p>
          )}
        </div>
      )}
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </form>
  );
}

function statusText(
  intl: ReturnType<typeof useIntl>,
  live: ReturnType<typeof useLiveSearch>,
  popup: boolean,
  count: number,
): string {
  if (!popup || live.loading) return '';
  if (live.error && !live.result) return intl.formatMessage({ id: 'error.load.title' });
  if (count === 0) return intl.formatMessage({ id: 'common.noData' });
  return intl.formatMessage({ id: 'search.resultCount' }, { count: count - 1 });
}
