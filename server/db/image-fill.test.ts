import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingDraw, pictureShop } from '../test/picture-shop';
import { folderForTest } from '../test/temp-data-dir';
import { testDb } from '../test/test-app';
import type { DbHandle } from './client';
import { drawArt } from './demo/art';
import { FILL_LOCK, drawHere, fillPictures } from './image-fill';
import { readStoredFile, storedNames } from './image-store';

let handle: DbHandle;
beforeAll(async () => {
  handle = await testDb(pictureShop);
}, 60_000);
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from image_files`);
});

describe('the start’s fill of the shared pictures', () => {
  it('skips while another replica holds the lock, and fills once it is free', async () => {
    const other = await handle.pool.connect();
    const counted = countingDraw();
    const dir = folderForTest('fill');
    try {
      await other.query('select pg_advisory_lock($1)', [FILL_LOCK]);
      expect(await fillPictures(handle.pool, dir, drawHere(counted.draw))).toBeNull();
      expect(counted.calls()).toBe(0);
      expect((await storedNames(handle.db)).size).toBe(0);
    } finally {
      await other.query('select pg_advisory_unlock($1)', [FILL_LOCK]);
      other.release();
    }
    expect(await fillPictures(handle.pool, dir, drawHere(counted.draw))).toEqual({
      drawn: 3,
      uploaded: 0,
    });
    expect(counted.calls()).toBe(3);
    expect(await storedNames(handle.db)).toEqual(new Set(readdirSync(dir)));
  }, 60_000);

  it('stores pictures whole on disk but missing from the table without redrawing them', async () => {
    const dir = folderForTest('upgraded');
    await fillPictures(handle.pool, dir, drawHere(drawArt, 2));
    // A shop from before the table: the files on disk, none stored; one picture lacks a file.
    await handle.db.execute(sql`delete from image_files`);
    const files = readdirSync(dir).sort();
    const partial = files[0]!;
    rmSync(join(dir, partial));

    const counted = countingDraw();
    expect(await fillPictures(handle.pool, dir, drawHere(counted.draw))).toEqual({
      drawn: 1,
      uploaded: 2,
    });
    expect(counted.calls()).toBe(1);
    expect(await storedNames(handle.db)).toEqual(new Set(files));
    const kept = files[files.length - 1]!;
    expect(await readStoredFile(handle.db, kept)).toEqual(readFileSync(join(dir, kept)));
  }, 60_000);

  it('draws and copies nothing on a replica that starts on a complete table', async () => {
    await fillPictures(handle.pool, folderForTest('first'), drawHere(drawArt, 2));
    const counted = countingDraw();
    const dir = folderForTest('tenth');
    expect(await fillPictures(handle.pool, dir, drawHere(counted.draw))).toEqual({
      drawn: 0,
      uploaded: 0,
    });
    expect(counted.calls()).toBe(0);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  }, 60_000);
});
