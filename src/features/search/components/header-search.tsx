import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ajaxSearch, ui } from '../../../lib/ui-state';
import { useMediaQuery } from '../../../lib/use-media-query';
import { SearchIcon } from '../../../ui/search-icon';
import { lazyWithMessages } from '../../../lib/i18n/messages-part';

// The field and its live results are their own chunk: loaded from xl, where the field sits in the header
// (its width is reserved meanwhile, live-search.css), and below xl on the first press of the toggle.
const LiveSearch = lazyWithMessages(
  () => import('./live-search').then((m) => ({ default: m.LiveSearch })),
  'search',
);

/**
 * The search slot of the header. From xl the field sits inline; below xl (1280 px) a button opens it as a
 * full-width panel under the header (ui.isOpenAjaxSearch), which closes on Escape and on navigation.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const { isOpenAjaxSearch: isOpen } = useSnapshot(ui);
  const [location] = useLocation();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const inline = useMediaQuery('(min-width: 1280px)');
  const [used, setUsed] = useState(false);
  if ((isOpen || inline) && !used) setUsed(true);
  // The field may arrive after the press that opened the panel: focus it as it mounts.
  const setInput = useCallback((el: HTMLInputElement | null) => {
    inputRef.current = el;
    if (el && ui.isOpenAjaxSearch) el.focus();
  }, []);
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
        data-uses="search"
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={ajaxSearch.toggle}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className="header-search__panel" data-open={isOpen || undefined}>
        {used && (
          <Suspense fallback={null}>
            <LiveSearch
              inputRef={setInput}
              onNavigate={ajaxSearch.close}
              onEscape={() => {
                if (!ui.isOpenAjaxSearch) return;
                ajaxSearch.close();
                toggleRef.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default HeaderSearch;
