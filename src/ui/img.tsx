/** A responsive product image: AVIF then WebP sources, explicit size so nothing shifts. */
import { useSyncExternalStore } from 'react';
import type { Image } from '../../contract/types';
import { deviceSavesData } from './save-data';

interface ImgProps {
  image: Image;
  sizes: string;
  /** The screen's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

const never = () => () => {};

/**
 * Save-Data or 2G: only the smallest width is offered, so the browser cannot pick a bigger one. Read
 * through useSyncExternalStore: a client render (the offline shell) has it from the first render, and
 * hydration first matches the server's HTML (every width), then narrows the set.
 */
function useSmallestOnly(): boolean {
  return useSyncExternalStore(never, deviceSavesData, () => false);
}

function srcset(image: Image, type: 'image/avif' | 'image/webp', smallestOnly: boolean): string {
  const candidates = image.srcset.filter((s) => s.type === type);
  const smallest = Math.min(...candidates.map((s) => s.width));
  return candidates
    .filter((s) => !smallestOnly || s.width === smallest)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

export function Img({ image, sizes, priority = false, className }: ImgProps) {
  const smallestOnly = useSmallestOnly();
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(image, 'image/avif', smallestOnly)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(image, 'image/webp', smallestOnly)} sizes={sizes} />
      <img
        className={className}
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
