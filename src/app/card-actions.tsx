/** The controls on every product card: quick add and the wishlist heart, loaded after the first paint. */
import { Suspense, lazy } from 'react';
import type { ProductCard } from '../../contract/types';

const CardActions = lazy(() => import('./card-actions-impl'));

export function renderCardActions(product: ProductCard) {
  return (
    <Suspense fallback={null}>
      <CardActions product={product} />
    </Suspense>
  );
}
