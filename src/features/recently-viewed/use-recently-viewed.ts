/** Recently viewed products for components: a live read (recording a view: record-view.ts). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { RecentlyViewedRow } from '../../lib/db/schema';
import { readRecentlyViewed } from './store';

/** Newest first; undefined while loading, empty when storage is unavailable. */
export function useRecentlyViewed(): RecentlyViewedRow[] | undefined {
  return useLiveQuery(() => readRecentlyViewed().catch(() => [] as RecentlyViewedRow[]), []);
}
