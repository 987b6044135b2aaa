/**
 * The one check every picture that comes into the shop passes (issue 37), whether uploaded in the
 * back office or named by a CSV import: decoded by sharp (never trusted by its name or its type
 * header), JPEG, PNG, WebP or AVIF only (no SVG: a picture that is a program), at most 20 MB and
 * 40 megapixels (a small file that decodes to gigapixels is refused before its pixels are made). A
 * picture that passes is stored as it came, in `art.original`, under a key made from its bytes, so the
 * same file twice is the same picture and a changed one gets a new URL (db/images.ts makes the files).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  type PictureType,
} from '../../contract/admin/picture-limits';

/** What sharp calls each accepted format (contract PICTURE_TYPES), and its type. AVIF is HEIF with AV1 inside. */
const ACCEPTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Why a picture is refused: too_big (bytes), not_a_picture (does not decode), format, too_many_pixels. */
export type PictureProblem = 'too_big' | 'not_a_picture' | 'format' | 'too_many_pixels';

export class PictureRefused extends Error {
  constructor(readonly problem: PictureProblem) {
    super(`picture refused: ${problem}`);
  }
}

export interface CheckedPicture {
  /** `u-` and the SHA-256 of the bytes (128 bits of it): the art row's key. */
  key: string;
  mime: PictureType;
  width: number;
  height: number;
}

export function pictureKey(bytes: Uint8Array): string {
  return `u-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`;
}

/** Checks `bytes` as above; throws PictureRefused naming the first rule it breaks. */
export async function checkPicture(bytes: Uint8Array): Promise<CheckedPicture> {
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new PictureRefused('too_big');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused('not_a_picture');
  }
  const mime: PictureType | null =
    meta.format === 'heif'
      ? meta.compression === 'av1'
        ? 'image/avif'
        : null
      : (ACCEPTED[meta.format as keyof typeof ACCEPTED] ?? null);
  if (!mime) throw new PictureRefused('format');
  const { width, height } = meta;
  if (!width || !height) throw new PictureRefused('not_a_picture');
  if (width * height > MAX_PICTURE_PIXELS) throw new PictureRefused('too_many_pixels');
  try {
    // Decoding it whole (to a thumbnail, so no full-size copy stays in memory) finds a truncated or
    // corrupt file the header alone would pass; `failOn: 'error'` refuses what libvips only warns of.
    await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new PictureRefused('not_a_picture');
  }
  return { key: pictureKey(bytes), mime, width, height };
}
