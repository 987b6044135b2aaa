/**
 * The pictures a CSV's `images` column names, each found and checked once, before any transaction: an
 * http(s) URL is fetched (fetch-picture.ts: public addresses only, size and time limits), another name
 * is a file of the zip uploaded beside the CSV, else the key of a picture the shop already has (what
 * the export writes). Each file must pass the one picture check of the back office
 * (server/catalog/picture-check.ts); its key is made from its bytes, so a picture the shop already has
 * is reused, not stored twice, and importing the same file again adds nothing.
 */
import type { Db } from '../db/client';
import { PICTURE_KEY_RE } from '../../contract/admin/picture-inputs';
import type { PictureType } from '../../contract/admin/picture-limits';
import type { AdminErrorId } from '../../contract/admin/messages';
import { checkPicture, PictureRefused, type PictureProblem } from '../catalog/picture-check';
import { existingPictures } from './catalog-state';
import { fetchPicture, FetchRefused, type FetchOptions } from './fetch-picture';
import { ZipEntryTooBig, type PictureZip } from './picture-zip';
import { problem, type Problem } from './problems';

export interface NewPicture {
  key: string;
  original: Buffer;
  mime: PictureType;
  width: number;
  height: number;
}

export interface ResolvedPictures {
  /** The picture key each reference found. */
  keyOf: Map<string, string>;
  /** Pictures new to the shop, by key. */
  added: Map<string, NewPicture>;
  problems: Problem[];
}

export interface PictureSources {
  /** The zip beside the CSV; `broken` when one was sent but could not be read (a problem already). */
  zip: PictureZip | null | 'broken';
  fetch?: FetchOptions;
}

/** URLs fetched at once: a few, so a catalog of remote pictures goes faster without hammering a host. */
const PARALLEL = 4;

const CHECK_PROBLEMS: Record<PictureProblem, AdminErrorId> = {
  too_big: 'csv.errors.image_too_big',
  not_a_picture: 'csv.errors.image_not_picture',
  format: 'csv.errors.image_format',
  too_many_pixels: 'csv.errors.image_too_many_pixels',
};

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

/** `refs`: each distinct reference with the first line naming it (where its problem is reported). */
export async function resolvePictures(
  db: Db,
  refs: Map<string, number>,
  sources: PictureSources,
): Promise<ResolvedPictures> {
  const result: ResolvedPictures = { keyOf: new Map(), added: new Map(), problems: [] };
  const zip = sources.zip === 'broken' ? null : sources.zip;
  const named = [...refs.keys()].filter((r) => !isUrl(r) && !zip?.find(r));
  const known = await existingPictures(
    db,
    named.filter((r) => PICTURE_KEY_RE.test(r)),
  );
  const files: [string, () => Promise<Buffer>][] = [];
  for (const [ref, line] of refs) {
    const zipName = isUrl(ref) ? null : (zip?.find(ref) ?? null);
    if (isUrl(ref)) files.push([ref, () => fetchPicture(ref, sources.fetch)]);
    else if (zipName) files.push([ref, () => zip!.read(zipName)]);
    else if (known.has(ref)) result.keyOf.set(ref, ref);
    // With a zip that could not be read, its files are not "missing": the zip's problem says why.
    else if (sources.zip !== 'broken')
      result.problems.push(problem(line, 'images', 'csv.errors.image_missing', ref));
  }
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [ref, read] = next;
      const failed = await take(result, ref, read);
      if (failed) result.problems.push(problem(refs.get(ref)!, 'images', failed, ref));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // The same bytes as a picture the shop has: that picture, nothing new to store.
  for (const key of await existingPictures(db, [...result.added.keys()])) result.added.delete(key);
  // In the file's order: by line, then as the cell names them.
  const order = new Map([...refs.keys()].map((ref, i) => [ref, i]));
  result.problems.sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || order.get(a.value!)! - order.get(b.value!)!,
  );
  return result;
}

/** Reads and checks one picture into `result`; answers its problem, if any. */
async function take(
  result: ResolvedPictures,
  ref: string,
  read: () => Promise<Buffer>,
): Promise<AdminErrorId | null> {
  let bytes: Buffer;
  try {
    bytes = await read();
  } catch (err) {
    if (err instanceof FetchRefused)
      return err.problem === 'address'
        ? 'csv.errors.image_address'
        : err.problem === 'too_big'
          ? 'csv.errors.image_too_big'
          : 'csv.errors.image_unreachable';
    if (err instanceof ZipEntryTooBig) return 'csv.errors.image_too_big';
    return 'csv.errors.image_not_picture'; // an entry the zip cannot give (encrypted, damaged)
  }
  try {
    const checked = await checkPicture(bytes);
    result.keyOf.set(ref, checked.key);
    if (!result.added.has(checked.key))
      result.added.set(checked.key, { ...checked, original: bytes });
  } catch (err) {
    if (err instanceof PictureRefused) return CHECK_PROBLEMS[err.problem];
    throw err;
  }
  return null;
}
