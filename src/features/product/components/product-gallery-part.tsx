/**
 * The product's gallery, a part that hydrates apart from the page (lib/lazy-part.tsx): the slider's
 * code (drag, keys, thumbnails, zoom) is not among what the page needs before its buy box answers.
 * Its stylesheets are imported here, in the page's chunk, so a page the server rendered has them
 * inline from the first paint.
 */
import type { Product } from '../../../../contract/types';
import type { ProductGalleryProps } from './product-gallery';
import { Img } from '../../../ui/img';
import { lazyPart } from '../../../lib/lazy-part';
import '../../../ui/slider.css';
import './product-gallery.css';

export const ProductGallery = lazyPart<ProductGalleryProps>(
  () =>
    import('./product-gallery').then(
      (m) => m.ProductGallery,
      // Without its code (offline before the worker had it) the page still shows the first picture
      // (the product's, whatever the colour: the colour's rule is in the gallery's code).
      () => FirstPicture,
    ),
  ['later'],
);

function FirstPicture({ product }: { product: Product }) {
  return (
    <div className="pdp-gallery product__gallery">
      <Img image={product.images[0] ?? product.image} sizes="(min-width: 1024px) 35rem, 100vw" />
    </div>
  );
}
