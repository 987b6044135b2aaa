/**
 * A list screen's search field, kept in the URL: it follows typing after a pause (the URL replaced,
 * not pushed, so Back does not step through every letter) and at once on Enter (`searchNow`). A search
 * that comes from elsewhere (Back, a link) shows in the field.
 *
 * A row opened within the pause leaves the list mounted, hidden, while the row's page loads
 * (Suspense): the late search then does nothing, or it would bring the list back over the page the
 * staff member opened. One copy for every list (orders, customers, products).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

const SEARCH_PAUSE_MS = 300;

/**
 * `q`: the search in the URL; `listPathname`: the list's own path (its pathname, no query);
 * `pathFor`: the list's URL with that search (and the first page).
 */
export function useUrlSearch(q: string, listPathname: string, pathFor: (q: string) => string) {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(q);
  // The search this screen last put in the URL: a different one came from elsewhere.
  const pushed = useRef(q);

  useEffect(() => {
    if (q !== pushed.current) {
      pushed.current = q;
      setTyped(q);
    }
  }, [q]);

  const searchNow = (value = typed.trim()) => {
    if (!window.location.pathname.endsWith(listPathname)) return;
    pushed.current = value;
    navigate(pathFor(value), { replace: true });
  };

  useEffect(() => {
    if (typed.trim() === q.trim()) return;
    const timer = setTimeout(() => searchNow(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the pause; `searchNow` reads the URL of the render that set it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return { typed, setTyped, searchNow };
}
