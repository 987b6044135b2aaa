/**
 * The start's background fill of the `image_files` table (docs/decisions/023). One replica at a time
 * fills: it holds a PostgreSQL advisory lock on one connection of its own throughout, and a replica
 * that does not get the lock skips the fill and draws on demand what it lacks. The filler stores the
 * pictures that are whole on its disk but missing from the table (a shop upgraded from before the
 * table), and draws the rest, storing each picture as soon as it is drawn. Against a complete table
 * the fill is two reads: nothing is drawn or copied, and each replica's disk fills as pictures are asked for.
 */
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client';
import { isComplete, pictureFileNames } from './image-files';
import { storePicture, storedNames } from './image-store';
import type { DrawJob } from './draw-in-background';
import { drawToDisk, type DrawArt } from './images';
import { art } from './schema';

/** Beside the migration's (727_001, migrate.ts) and the seed's (727_002, seed.ts); its holder is filling. */
export const FILL_LOCK = 727_003;

/** Draws the job's rows into its folder, calling `onDrawn` with each key once that picture's files are saved. */
export type DrawMissing = (job: DrawJob, onDrawn: (key: string) => void) => Promise<void>;

export interface FillResult {
  /** Pictures whole on this disk, copied into the table. */
  uploaded: number;
  /** Pictures drawn and stored. */
  drawn: number;
}

/** Fills the table; null when another replica holds the lock (it fills, this one does nothing). */
export async function fillPictures(
  pool: pg.Pool,
  dir: string,
  drawMissing: DrawMissing,
): Promise<FillResult | null> {
  const client = await pool.connect();
  let locked = false;
  try {
    const res = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [FILL_LOCK],
    );
    locked = res.rows[0]?.locked === true;
    if (!locked) return null;
    const db = drizzle(client) as unknown as Db;
    const stored = await storedNames(db);
    // Keys first: the rows carry uploaded originals (up to 20 MiB each), read only for what is lacking.
    const keys = (await db.select({ key: art.key }).from(art)).map((r) => r.key);
    const lackingKeys = keys.filter((key) => !isComplete(key, stored));
    if (lackingKeys.length === 0) return { uploaded: 0, drawn: 0 };
    const lacking = await db.select().from(art).where(inArray(art.key, lackingKeys));

    await mkdir(dir, { recursive: true });
    const onDisk = new Set(await readdir(dir));
    const upload = async (key: string) => storePicture(db, await readPicture(dir, key));
    const whole = lacking.filter((r) => isComplete(r.key, onDisk));
    for (const row of whole) await upload(row.key);

    // Drawn pictures are stored one after another on this connection as the drawer names them; the
    // first failure is kept (not left unhandled) and thrown once the drawing is done.
    let stores = Promise.resolve();
    let failure: { error: unknown } | null = null;
    const toDraw = lacking.filter((r) => !isComplete(r.key, onDisk));
    await drawMissing({ rows: toDraw, dir }, (key) => {
      stores = stores
        .then(() => upload(key))
        .catch((error: unknown) => void (failure ??= { error }));
    });
    await stores;
    if (failure) throw (failure as { error: unknown }).error;
    return { uploaded: whole.length, drawn: toDraw.length };
  } finally {
    if (locked)
      await client.query('select pg_advisory_unlock($1)', [FILL_LOCK]).catch(() => undefined);
    client.release();
  }
}

async function readPicture(dir: string, key: string) {
  return Promise.all(
    pictureFileNames(key).map(async (name) => ({ name, bytes: await readFile(join(dir, name)) })),
  );
}

/** Draws in this process, `concurrency` pictures at once (tests and tools; the server uses a child). */
export function drawHere(draw: DrawArt, concurrency = 1): DrawMissing {
  return async ({ rows, dir }, onDrawn) => {
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        await drawToDisk(row, dir, draw);
        onDrawn(row.key);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  };
}
