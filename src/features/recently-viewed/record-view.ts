/**
 * Records the product a page shows as recently viewed, once the shopper engages (src/lib/engaged.ts):
 * the store, and Dexie with it, stays out of the product page's startup path. The view is recorded
 * with the time it began, also when the shopper has moved on by then: it was seen.
 */
import { useEffect } from 'react';
import type { ProductCard } from '../../../contract/types';
import { whenEngaged } from '../../lib/engaged';

/** Records a view once per product shown (undefined while its data loads). */
export function useRecordView(product: ProductCard | undefined): void {
  useEffect(() => {
    if (!product) return;
    const viewedAt = Date.now();
    // Not cancelled on leaving: the tap that leaves is what lets it run.
    whenEngaged(() => {
      // Best effort: a full or blocked storage must not disturb the product page.
      void import('./store')
        .then(({ recordView }) => recordView(product, viewedAt))
        .catch(() => undefined);
    });
    // The id stands for the product: a refreshed price of the same product is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.id]);
}
