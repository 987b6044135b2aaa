import { useLocation } from 'wouter';
import { MoveToCartButton } from '../../features/cart/components/move-to-cart';
import { WishlistView } from '../../features/wishlist/components/wishlist-view';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';

/** `/wishlist`: saved products; 'Move to cart' comes from the cart feature, composed here. */
export default function WishlistPage() {
  const [location] = useLocation();
  useTitle(routeTitle(location));
  return (
    <WishlistView
      renderMoveToCart={(product, onMoved) => (
        <MoveToCartButton product={product} onMoved={onMoved} />
      )}
    />
  );
}
