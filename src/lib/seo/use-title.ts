import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { storeInfoState } from '../store-info-state';
import { documentTitle } from './title';

/**
 * Sets document.title for the open screen; the server already sent the same title in the HTML.
 * The store's name is followed in the effect, so its arrival re-renders no page.
 */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const apply = () => {
      document.title = documentTitle(title, storeInfoState.info?.name ?? '');
    };
    apply();
    return subscribe(storeInfoState, apply);
  }, [title]);
}
