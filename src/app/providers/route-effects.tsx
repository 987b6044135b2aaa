import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLang } from '../../lib/i18n/routing';
import { closePanelsOnRouteChange } from '../../lib/ui-state';

/** On every route change: close the panels (spec section 2), keep <html lang> right, start at the top. */
export function RouteEffects() {
  const [location] = useLocation();
  const lang = useLang();
  const first = useRef(true);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    closePanelsOnRouteChange();
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
