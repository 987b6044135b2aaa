/** Recently viewed products for components: a live read, and recording the product a page shows. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { ProductCard } from '../../../contract/types';
import type { RecentlyViewedRow } from '../../lib/db/schema';
import { readRecentlyViewed, recordView } from './store';

/** Newest first; undefined while loading, empty when storage is unavailable. */
export function useRecentlyViewed(): RecentlyViewedRow[] | undefined {
  return useLiveQuery(() => readRecentlyViewed().catch(() => [] as RecentlyViewedRow[]), []);
}

/** Records a view once per product shown (undefined while its data loads). */
export function useRecordView(product: ProductCard | undefined): void {
  useEffect(() => {
    // Best effort: a full or blocked storage must not disturb the product page.
    if (product) recordView(product).catch(() => undefined);
    // The id stands for the product: a refreshed price of the same product is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.id]);
}
