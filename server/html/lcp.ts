/**
 * The `sizes` each screen gives its largest picture. The preload must repeat the <img>'s srcset and
 * sizes exactly, or the browser fetches a second file; e2e/seo.spec.ts compares them on the live page.
 * (They belong in contract/ beside the app's components; kept here until the lead moves them.)
 */
import type { Image } from '../../contract/types';

export const LCP_SIZES = {
  /** src/features/product product-gallery: the first gallery image. */
  product: '(min-width: 1024px) 35rem, 100vw',
  /** src/features/catalog home-view: the first hero slide. */
  hero: '(min-width: 768px) 50vw, 100vw',
  /** src/features/content event-view: the banner. */
  eventBanner: '(min-width: 768px) 50vw, 100vw',
  /** src/ui/product-card.tsx CARD_SIZES: a collection's first card. */
  card: '(min-width: 1024px) 18.5rem, (min-width: 640px) calc((100vw - 4.5rem) / 3), calc((100vw - 2.75rem) / 2)',
} as const;

export interface LcpImage {
  image: Image;
  sizes: string;
  /** The shopper asked to save data (`Save-Data: on`): the app offers only the smallest width (src/ui/img.tsx). */
  smallestOnly?: boolean;
}

/** AVIF only, as <picture> lists it first; the type attribute makes a browser without AVIF skip the preload. */
export function lcpPreloadTag(lcp: LcpImage, attr: (s: string) => string): string {
  const avif = lcp.image.srcset.filter((s) => s.type === 'image/avif');
  const smallest = Math.min(...avif.map((s) => s.width));
  const set = avif
    .filter((s) => !lcp.smallestOnly || s.width === smallest)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(set)}" imagesizes="${attr(lcp.sizes)}" fetchpriority="high">`;
}
