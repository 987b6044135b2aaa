/**
 * `<html data-hydrated>`: the page answers every tap. Set once, when every boundary on screen has
 * hydrated (lib/tracked-suspense.tsx: the header, the page, its lazy parts, the footer, the cards'
 * actions) on a page the server rendered, or once the first page has mounted on one the app renders.
 * The head script carries out the taps and keys it kept until then (contract/early-input-script.ts);
 * e2e tests and the early-taps bench read it too.
 *
 * Mounted once, beside the routes: its effect runs after the layout effects of the first commit, in
 * which every boundary on screen says it is still hydrating.
 */
import { useEffect } from 'react';
import { whenPartsHydrated } from '../lib/part-loads';

export function PageReady() {
  useEffect(() => {
    whenPartsHydrated(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);
  return null;
}
