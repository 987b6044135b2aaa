/**
 * Renders every picture listed in the `art` table into `${imagesDir}` as AVIF and WebP at 320, 640 and
 * 960 px wide (4:5). Files live on each replica's own disk, made from the database, so a new replica
 * needs no shared volume (docs/decisions/003); existing files are skipped, so restarts cost only a listing.
 */
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Color } from '../../contract/constants';
import type { Db } from './client';
import type { ArtKind, DemoProduct } from './demo/types';
import { IMAGE_FORMATS, IMAGE_WIDTHS, heightFor, imageFileName } from './image-files';
import { art } from './schema';
import { eq } from 'drizzle-orm';

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
const WEBP = { quality: 75, effort: 2 } as const;

export async function render(row: ArtRow, dir: string, draw: DrawArt): Promise<number> {
  const big = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const svg = draw({
    kind: row.kind as ArtKind,
    color: row.color as Color,
    accent: row.accent as Color,
    pattern: row.pattern as DemoProduct['pattern'],
    seed: row.seed,
    width: big,
    height: heightFor(big),
  });
  // Rasterize the SVG once at the largest size, then scale down from the pixels.
  const base = await sharp(Buffer.from(svg))
    .resize(big, heightFor(big))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let written = 0;
  for (const width of IMAGE_WIDTHS) {
    const scaled = sharp(base.data, { raw: base.info }).resize(width, heightFor(width));
    for (const format of IMAGE_FORMATS) {
      const out =
        format === 'avif'
          ? await scaled.clone().avif(AVIF).toBuffer()
          : await scaled.clone().webp(WEBP).toBuffer();
      const file = join(dir, imageFileName(row.key, width, format));
      // Write then rename, so a crash never leaves a half file that a later start would skip; the temp
      // name is the process's own, as the background drawer (another process) may draw the same picture.
      await writeFile(`${file}.${process.pid}.tmp`, out);
      await rename(`${file}.${process.pid}.tmp`, file);
      written++;
    }
  }
  return written;
}

/**
 * Draws pictures on demand and in the background. The server listens before any picture exists (a
 * first start would otherwise wait minutes on 2 cores); a request for a missing file draws that one
 * picture at once, and `fillAll` draws the rest one at a time so browsing stays responsive meanwhile.
 * Each picture is drawn at most once at a time, whoever asks for it.
 */
export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly dir: string,
    private readonly draw: DrawArt,
  ) {}

  /** Draws the picture `key` unless its files exist; false when the key is unknown. */
  async ensure(key: string): Promise<boolean> {
    const pending = this.inFlight.get(key);
    if (pending) return pending.then(() => true);
    const [row] = await this.db.select().from(art).where(eq(art.key, key));
    if (!row) return false;
    await this.renderOnce(row);
    return true;
  }

  /** The pictures whose files are not all there yet. */
  async missing(): Promise<ArtRow[]> {
    await mkdir(this.dir, { recursive: true });
    const present = new Set(await readdir(this.dir));
    const rows = await this.db.select().from(art);
    return rows.filter((r) => !isComplete(r.key, present));
  }

  /** Draws every missing picture; answers how many it drew and how many files it wrote. */
  async fillAll(concurrency = 1): Promise<{ rendered: number; files: number }> {
    const todo = await this.missing();
    let next = 0;
    let files = 0;
    const worker = async () => {
      while (next < todo.length) {
        // Await first: `files += await …` would read `files` before another worker adds to it.
        const written = await this.renderOnce(todo[next++]!);
        files += written;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
    return { rendered: todo.length, files };
  }

  private async renderOnce(row: ArtRow): Promise<number> {
    const pending = this.inFlight.get(row.key);
    if (pending) {
      await pending;
      return 0;
    }
    let written = 0;
    const job = (async () => {
      await mkdir(this.dir, { recursive: true });
      const present = new Set(await readdir(this.dir));
      if (isComplete(row.key, present)) return;
      written = await render(row, this.dir, this.draw);
    })().finally(() => this.inFlight.delete(row.key));
    this.inFlight.set(row.key, job);
    await job;
    return written;
  }
}

function isComplete(key: string, present: Set<string>): boolean {
  return IMAGE_WIDTHS.every((w) =>
    IMAGE_FORMATS.every((f) => present.has(imageFileName(key, w, f))),
  );
}

/** Makes sure every picture's files exist (tests and tools); answers how many pictures it had to draw. */
export async function ensureImages(
  db: Db,
  dir: string,
  draw: DrawArt,
  concurrency = Math.max(1, availableParallelism()),
): Promise<{ rendered: number; files: number }> {
  return new ImageRenderer(db, dir, draw).fillAll(concurrency);
}
