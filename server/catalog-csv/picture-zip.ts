/**
 * The zip of pictures uploaded beside the CSV, read in memory with yauzl (a kept unzipper that checks
 * each entry's real size against its header, so a small entry that inflates to gigabytes stops at the
 * size it declared). Only the entries the CSV names are inflated, one at a time, each at most the
 * picture limit. A name matches an entry's whole path, else its file name when only one entry has it
 * (a zipped folder); names are compared in Unicode NFC, as macOS writes Vietnamese names decomposed.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_PICTURE_BYTES } from '../../contract/admin/picture-limits';

/** Entries of one zip, at most: a catalog's pictures, not an archive of everything. */
const MAX_ENTRIES = 20_000;

export class ZipInvalid extends Error {}
/** The entry is larger than a picture may be (its declared size, which yauzl holds it to). */
export class ZipEntryTooBig extends Error {}

export interface PictureZip {
  /** The entry a reference names, or null. */
  find(reference: string): string | null;
  read(name: string): Promise<Buffer>;
}

const nfc = (s: string) => s.normalize('NFC');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** Folders, and the resource forks and junk a Mac or Windows puts in a zip. */
const skipped = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  baseName(name).startsWith('._') ||
  baseName(name) === 'Thumbs.db' ||
  baseName(name) === '.DS_Store';

export async function openPictureZip(bytes: Buffer): Promise<PictureZip> {
  let zip: ZipFile;
  const entries = new Map<string, Entry>();
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, strictFileNames: false });
    if (zip.entryCount > MAX_ENTRIES) throw new ZipInvalid('too many entries');
    for await (const entry of zip.eachEntry()) {
      const name = nfc(entry.fileName.replace(/\\/g, '/'));
      if (!skipped(name)) entries.set(name, entry);
    }
  } catch (err) {
    throw err instanceof ZipInvalid ? err : new ZipInvalid(String(err));
  }
  const byBase = new Map<string, string | null>();
  for (const name of entries.keys()) {
    const base = baseName(name);
    byBase.set(base, byBase.has(base) ? null : name); // null: two entries share it
  }
  return {
    find(reference) {
      const ref = nfc(reference);
      return entries.has(ref) ? ref : (byBase.get(ref) ?? null);
    },
    async read(name) {
      const entry = entries.get(name);
      if (!entry) throw new ZipInvalid(`no entry ${name}`);
      if (entry.uncompressedSize > MAX_PICTURE_BYTES) throw new ZipEntryTooBig(name);
      try {
        return await collect(await zip.openReadStreamPromise(entry));
      } catch (err) {
        throw new ZipInvalid(String(err));
      }
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
