/**
 * Pictures: each `art` row is drawn once into AVIF and WebP at 320, 640 and 960 px wide (4:5), and the
 * files are kept in the `image_files` table, shared by every replica (docs/decisions/023). Each replica
 * keeps DATA_DIR/images as its own cache of that table: a request reads the disk, a miss reads the
 * table and saves the file for next time, and only a picture the table lacks is drawn (here, on
 * demand, through a bounded queue) or by the start's background fill (image-fill.ts).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_PICTURE_PIXELS } from '../../contract/admin/picture-limits';
import type { Color } from '../../contract/constants';
import type { Db } from './client';
import type { ArtKind, DemoProduct } from './demo/types';
import { DrawQueue } from './draw-queue';
import { IMAGE_FORMATS, IMAGE_WIDTHS, heightFor, imageFileName } from './image-files';
import { readStoredFile, storePicture, type PictureFile } from './image-store';
import { art } from './schema';

export type DrawArt = (opts: {
  kind: ArtKind;
  color: Color;
  accent: Color;
  pattern: DemoProduct['pattern'];
  seed: number;
  width: number;
  height: number;
}) => string;

export type ArtRow = typeof art.$inferSelect;

// Measured on the demo art (960 px): AVIF effort 0 takes ~100 ms against ~630 ms at effort 2 and
// ~1.5 s at the default, for files ~35% larger that are still smaller than the WebP.
const AVIF = { quality: 50, effort: 0 } as const;
/** An uploaded original may be at most 40 megapixels (issue 37); sharp refuses bigger ones. */
export const MAX_INPUT_PIXELS = MAX_PICTURE_PIXELS;
const WEBP = { quality: 75, effort: 2 } as const;

/** The picture's pixels at the largest width, 4:5 on white: its original's, or its drawing's. */
async function basePixels(row: ArtRow, draw: DrawArt) {
  const big = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  // An upload of another shape is cropped to 4:5 around what draws the eye (sharp's attention
  // strategy), turned by its EXIF orientation first, as a phone's photo must be. It is decoded as
  // leniently as the check that let it in (catalog/picture-check.ts: errors, not warnings, refuse),
  // so no upload passes the check and then fails here on every request.
  const source = row.original
    ? sharp(row.original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
    : sharp(
        Buffer.from(
          draw({
            kind: row.kind as ArtKind,
            color: row.color as Color,
            accent: row.accent as Color,
            pattern: row.pattern as DemoProduct['pattern'],
            seed: row.seed ?? 0,
            width: big,
            height: heightFor(big),
          }),
        ),
      );
  return source
    .resize(big, heightFor(big), { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Makes one picture into its files, every width and format, in memory: rasterized once, then scaled. */
export async function drawPicture(row: ArtRow, draw: DrawArt): Promise<PictureFile[]> {
  const base = await basePixels(row, draw);
  const files: PictureFile[] = [];
  for (const width of IMAGE_WIDTHS) {
    const scaled = sharp(base.data, { raw: base.info }).resize(width, heightFor(width));
    for (const format of IMAGE_FORMATS) {
      const bytes =
        format === 'avif'
          ? await scaled.clone().avif(AVIF).toBuffer()
          : await scaled.clone().webp(WEBP).toBuffer();
      files.push({ name: imageFileName(row.key, width, format), bytes });
    }
  }
  return files;
}

let temps = 0;

/**
 * Writes then renames, so a crash never leaves a half file that a later read would serve; the temp name
 * is this write's own, as another write of the same file (this process's, or the drawer's) may race it.
 */
export async function saveFile(dir: string, file: PictureFile): Promise<void> {
  const path = join(dir, file.name);
  const temp = `${path}.${process.pid}-${++temps}.tmp`;
  try {
    await writeFile(temp, file.bytes);
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Draws a picture and saves its files in `dir` (the background drawer's step); answers the files. */
export async function drawToDisk(row: ArtRow, dir: string, draw: DrawArt): Promise<PictureFile[]> {
  const files = await drawPicture(row, draw);
  await mkdir(dir, { recursive: true });
  for (const file of files) await saveFile(dir, file);
  return files;
}

/**
 * The disk cache's misses: a file the table holds is copied to disk; a picture it lacks is drawn here,
 * at most once at a time per picture whoever asks, and through `queue`, which bounds how many pictures
 * this process draws and waits to draw (a full queue throws DrawQueueFull).
 */
export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<Map<string, Buffer> | null>>();

  constructor(
    private readonly db: Db,
    readonly dir: string,
    private readonly draw: DrawArt,
    private readonly queue = new DrawQueue(),
  ) {}

  /** The file `name` of the picture `key`, which is not on disk: null when no such picture exists. */
  async read(name: string, key: string): Promise<Buffer | null> {
    const stored = await readStoredFile(this.db, name);
    if (!stored) return (await this.ensure(key))?.get(name) ?? null;
    await this.cache([{ name, bytes: stored }]);
    return stored;
  }

  /** Draws the picture `key`, caches and stores its files; null when the key is unknown. */
  private ensure(key: string): Promise<Map<string, Buffer> | null> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const job = (async () => {
      const [row] = await this.db.select().from(art).where(eq(art.key, key));
      if (!row) return null;
      const files = await this.queue.run(() => drawPicture(row, this.draw));
      await this.cache(files);
      // Another replica may have stored it meanwhile: same pixels, the first copy stays.
      await storePicture(this.db, files);
      return new Map(files.map((f) => [f.name, f.bytes]));
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  /** The disk is only a cache: a failed write (a full disk) costs a table read next time, not this answer. */
  private async cache(files: PictureFile[]): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      for (const file of files) await saveFile(this.dir, file);
    } catch {
      // Served from memory this time.
    }
  }
}
