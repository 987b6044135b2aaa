import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ajaxSearch, ui } from '../../../lib/ui-state';
import { SearchIcon } from '../../../ui/search-icon';
import { LiveSearch } from './live-search';

/**
 * The search slot of the header. From xl the field sits inline; below xl (1280 px) a button opens it as a
 * full-width panel under the header (ui.isOpenAjaxSearch), which closes on Escape and on navigation.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const { isOpenAjaxSearch: isOpen } = useSnapshot(ui);
  const [location] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => ajaxSearch.close(), [location]);
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  return (
    <div className="header-search">
      <button
        ref={toggleRef}
        type="button"
        className="header-search__toggle icon-button"
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={ajaxSearch.toggle}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className="header-search__panel" data-open={isOpen || undefined}>
        <LiveSearch
          inputRef={inputRef}
          onNavigate={ajaxSearch.close}
          onEscape={() => {
            if (!ui.isOpenAjaxSearch) return;
            ajaxSearch.close();
            toggleRef.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
