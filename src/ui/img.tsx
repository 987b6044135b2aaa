/** A responsive product image: AVIF then WebP sources, explicit size so nothing shifts. */
import type { Image } from '../../contract/types';

interface ImgProps {
  image: Image;
  sizes: string;
  /** The screen's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

function srcset(image: Image, type: 'image/avif' | 'image/webp'): string {
  return image.srcset
    .filter((s) => s.type === type)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

export function Img({ image, sizes, priority = false, className }: ImgProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(image, 'image/avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(image, 'image/webp')} sizes={sizes} />
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
