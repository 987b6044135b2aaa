/**
 * After an upload, the new pictures' storefront files (4:5, AVIF and WebP at three widths) are made
 * at once, in the background, by this replica's drawer (db/images.ts): the upload's answer does not
 * wait for them, and the first shopper to open the product does not either. The drawer's queue bounds
 * the CPU it takes beside browsing, and its files go to the shared table and this replica's disk, as a
 * shopper's request would put them. Should this fail or the replica stop first, nothing is lost: the
 * first request for a file makes it (or the next start's fill does).
 */
import type { AppDeps } from '../../deps';
import { DrawQueueFull } from '../../db/draw-queue';
import { imageFileName } from '../../db/image-files';
import { log } from '../../log';
import { Background } from '../../process/background';

export function warmPictures(deps: AppDeps, keys: readonly string[]): void {
  const { images } = deps;
  if (!images || keys.length === 0) return;
  const background = deps.background ?? new Background(deps.log ?? log);
  background.run('Making the files of uploaded pictures', async () => {
    let failure: unknown = null;
    for (const key of keys) {
      // Asking for one file makes the picture's every file (ImageRenderer.ensure).
      await images.read(imageFileName(key, 640, 'webp'), key).catch((err: unknown) => {
        // A full queue is shoppers' requests drawing: this one is made when first asked for.
        if (!(err instanceof DrawQueueFull)) failure ??= err;
      });
    }
    if (failure) throw failure;
  });
}
