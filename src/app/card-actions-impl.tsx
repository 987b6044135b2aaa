import type { ProductCard } from '../../contract/types';
import { QuickAdd } from '../features/cart/components/quick-add';
import { WishlistToggle } from '../features/wishlist/components/wishlist-toggle';

export default function CardActions({ product }: { product: ProductCard }) {
  return (
    <>
      <QuickAdd product={product} />
      <WishlistToggle product={product} />
    </>
  );
}
