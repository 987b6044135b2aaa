/**
 * The `image_files` table: every picture's drawn files, stored once for all replicas (docs/decisions/023).
 * A picture's files go in with one statement, so the table holds a picture whole or not at all.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { imageFiles } from './schema';

export interface PictureFile {
  name: string;
  bytes: Buffer;
}

export async function readStoredFile(db: Db, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageFiles.bytes })
    .from(imageFiles)
    .where(eq(imageFiles.name, name));
  return row?.bytes ?? null;
}

/** Stores a picture's files; files already there stay (another replica drew the same pixels). */
export async function storePicture(db: Db, files: PictureFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(imageFiles).values(files).onConflictDoNothing();
}

/** The names of every stored file (the bytes stay in the table). */
export async function storedNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: imageFiles.name }).from(imageFiles);
  return new Set(rows.map((r) => r.name));
}
