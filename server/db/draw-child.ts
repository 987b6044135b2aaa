/**
 * The background picture drawer's own process (see draw-in-background.ts): draws the rows it is sent,
 * one at a time, saves their files, names each picture as it is done, and exits. It also exits when
 * the server goes away.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { safeErrorFields } from '../error-fields';
import { log } from '../log';
import { drawArt } from './demo/art';
import type { DrawJob, DrawnMessage } from './draw-in-background';
import { pictureFileNames } from './image-files';
import { drawToDisk } from './images';

/** A shopper may have asked for it meanwhile: the server then drew it already. */
const drawn = (key: string, dir: string) =>
  pictureFileNames(key).every((name) => existsSync(join(dir, name)));

/** Resolves once the message has left, so exiting right after cannot drop the last one. */
const tell = (message: DrawnMessage) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send) return resolve();
    process.send(message, undefined, undefined, (err) => (err ? reject(err) : resolve()));
  });

process.once('disconnect', () => process.exit(0));
process.once('message', (job: DrawJob) => {
  void (async () => {
    for (const row of job.rows) {
      if (!drawn(row.key, job.dir)) await drawToDisk(row, job.dir, drawArt);
      await tell({ key: row.key });
    }
    process.exit(0);
  })().catch((error: unknown) => {
    log.error({ error: safeErrorFields(error) }, 'Drawing pictures failed');
    process.exit(1);
  });
});
