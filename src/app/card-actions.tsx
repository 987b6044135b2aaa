/**
 * The controls on every product card: quick add and the wishlist heart, loaded after the first paint;
 * the page is ready once they have hydrated (TrackedSuspense).
 */
import { TrackedSuspense } from '../lib/tracked-suspense';
import type { ProductCard } from '../../contract/types';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const CardActions = lazyWhenOnline(() => import('./card-actions-impl'));

export function renderCardActions(product: ProductCard) {
  return (
    <TrackedSuspense>
      <CardActions product={product} />
    </TrackedSuspense>
  );
}
