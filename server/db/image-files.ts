/** Names and URLs of the rendered picture files: `${key}-${width}.{avif,webp}` under /images/, 4:5. */
import type { Image, ImageSource } from '../../contract/types';

export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const heightFor = (width: number) => Math.round((width * 5) / 4);

export function imageFileName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

/** Every file of the picture `key`: each width in each format. */
export function pictureFileNames(key: string): string[] {
  return IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((f) => imageFileName(key, width, f)));
}

/** Whether `present` (names on disk, or in the table) holds every file of the picture `key`. */
export const isComplete = (key: string, present: Set<string>): boolean =>
  pictureFileNames(key).every((name) => present.has(name));

/** File names the images route accepts; anything else is a 404 before the disk is touched. */
export const IMAGE_FILE_RE = /^([a-z0-9][a-z0-9-]{0,150})-(320|640|960)\.(avif|webp)$/;

/** The API's Image: the 640 WebP as `url`, every width and format in `srcset` (AVIF first). */
export function imageOf(key: string, alt: string): Image {
  const srcset: ImageSource[] = IMAGE_FORMATS.flatMap((format) =>
    IMAGE_WIDTHS.map((width) => ({
      url: `/images/${imageFileName(key, width, format)}`,
      width,
      type: format === 'avif' ? ('image/avif' as const) : ('image/webp' as const),
    })),
  );
  return {
    url: `/images/${imageFileName(key, 640, 'webp')}`,
    width: 640,
    height: heightFor(640),
    alt,
    srcset,
  };
}
