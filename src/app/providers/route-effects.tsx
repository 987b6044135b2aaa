import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { MANIFEST_PATHS } from '../../../contract/web-manifest';
import { useLang } from '../../lib/i18n/routing';
import { closePanelsOnRouteChange } from '../../lib/ui-state';

/**
 * On every route change: close the panels (spec section 2), keep <html lang> and the manifest's
 * language right, start at the top,
 * and move focus to the new page's heading (focus-new-page.ts).
 */
export function RouteEffects() {
  const [location] = useLocation();
  const lang = useLang();
  const first = useRef(true);

  useEffect(() => {
    document.documentElement.lang = lang;
    // An install from this page gets the shop in this language (contract/web-manifest.ts).
    document.querySelector('link[rel=manifest]')?.setAttribute('href', MANIFEST_PATHS[lang]);
  }, [lang]);

  useEffect(() => {
    closePanelsOnRouteChange();
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // Its own chunk: a first page needs none of it (issue 12's size budget), and the page it waits
    // for is on its way too.
    const waiting = import('./focus-new-page').then((m) => m.focusNewPage());
    return () => void waiting.then((stop) => stop());
  }, [location]);

  return null;
}
