/**
 * Records the product a page shows as recently viewed, once the browser is idle after the first paint:
 * the store, and Dexie with it, stays out of the product page's startup path.
 */
import { useEffect } from 'react';
import type { ProductCard } from '../../../contract/types';
import { whenIdle } from '../../lib/idle';

/** Records a view once per product shown (undefined while its data loads). */
export function useRecordView(product: ProductCard | undefined): void {
  useEffect(() => {
    if (!product) return;
    return whenIdle(() => {
      // Best effort: a full or blocked storage must not disturb the product page.
      void import('./store').then(({ recordView }) => recordView(product)).catch(() => undefined);
    });
    // The id stands for the product: a refreshed price of the same product is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.id]);
}
