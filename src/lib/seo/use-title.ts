import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { storeInfoState } from '../store-info-state';
import { documentTitle } from './title';

/** Sets document.title for the open screen; the server already sent the same title in the HTML. */
export function useTitle(title: string | undefined): void {
  const { info } = useSnapshot(storeInfoState);
  const storeName = info?.name ?? '';
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title, storeName);
  }, [title, storeName]);
}
