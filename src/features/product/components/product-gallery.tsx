/**
 * The product's images: a slider with thumbnails; a tap or click on an image opens it large. Its code
 * loads beside the page's (product-gallery-part.tsx); its stylesheets are the page's. The chosen
 * colour shows its own pictures and the every-colour ones (contract/product-pictures.ts), from the first.
 */
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import type { Color } from '../../../../contract/constants';
import { picturesForColor } from '../../../../contract/product-pictures';
import type { Product } from '../../../../contract/types';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';
import { Img } from '../../../ui/img';
import { Slider, type SliderLabels } from '../../../ui/slider';

// The zoom view (react-aria's Modal) loads on the first tap on a picture.
const ZoomDialog = lazyWhenOnline(() =>
  import('../../../ui/zoom-dialog').then((m) => ({ default: m.ZoomDialog })),
);

export interface ProductGalleryProps {
  product: Product;
  /** The colour of the variant shown; its pictures are shown once the shopper (or a link) chose it. */
  color?: Color;
}

export function ProductGallery({ product, color: shown }: ProductGalleryProps) {
  // Until a colour is chosen (the URL's `color`) every picture shows, first to last: the page's
  // default colour is the picker's start, not a choice (the server preloads the same first picture).
  const color = new URLSearchParams(useSearch()).has('color') ? shown : undefined;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  // Once opened the zoom view stays mounted, so it can animate out.
  const [zoomUsed, setZoomUsed] = useState(false);
  if (zoomed !== null && !zoomUsed) setZoomUsed(true);
  // Another colour's pictures start from their first (state set while rendering: no flash of the old index).
  const [shownColor, setShownColor] = useState(color);
  if (shownColor !== color) {
    setShownColor(color);
    setIndex(0);
  }
  const own = picturesForColor(product.images, color);
  const images = own.length > 0 ? own : [product.image];
  const labels: SliderLabels = {
    carousel: t('slider.carousel'),
    slide: t('slider.slide'),
    previous: t('product.gallery.previous'),
    next: t('product.gallery.next'),
    goTo: (n) => t('product.gallery.show', { n }),
    position: (n, count) => t('slider.position', { n, count }),
    pause: t('slider.pause'),
    play: t('slider.play'),
  };

  const slides = images.map((image, i) => (
    <button
      key={image.url}
      type="button"
      className="pdp-gallery__zoom"
      aria-label={t('product.gallery.zoom', { n: i + 1 })}
      onClick={() => setZoomed(i)}
    >
      <Img image={image} sizes="(min-width: 1024px) 35rem, 100vw" priority={i === 0} />
    </button>
  ));

  return (
    // `product__gallery` is kept for the shell's e2e selector; product-gallery.css overrides its old grid.
    <div className="pdp-gallery product__gallery">
      <Slider
        label={t('product.gallery')}
        labels={labels}
        slides={slides}
        index={index}
        onIndexChange={setIndex}
        showDots={false}
      />
      {images.length > 1 && (
        <ul className="pdp-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className="pdp-gallery__thumb"
                aria-label={labels.goTo(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Img image={image} sizes="5rem" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomUsed && (
        <Suspense fallback={null}>
          <ZoomDialog
            image={zoomed === null ? null : (images[zoomed] ?? null)}
            onClose={() => setZoomed(null)}
            title={t('product.gallery.zoomTitle', { name: product.name, n: (zoomed ?? 0) + 1 })}
            closeLabel={t('common.close')}
          />
        </Suspense>
      )}
    </div>
  );
}
