/**
 * The background picture drawer's own process (see draw-in-background.ts): draws the rows it is sent,
 * one at a time, reports the files written, and exits. It also exits when the server goes away.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { safeErrorFields } from '../error-fields';
import { log } from '../log';
import { drawArt } from './demo/art';
import type { DrawJob } from './draw-in-background';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageFileName } from './image-files';
import { render } from './images';

/** A shopper may have asked for it meanwhile: the server then drew it already. */
const drawn = (key: string, dir: string) =>
  IMAGE_WIDTHS.every((w) =>
    IMAGE_FORMATS.every((f) => existsSync(join(dir, imageFileName(key, w, f)))),
  );

process.once('disconnect', () => process.exit(0));
process.once('message', (job: DrawJob) => {
  void (async () => {
    let files = 0;
    for (const row of job.rows) {
      if (!drawn(row.key, job.dir)) files += await render(row, job.dir, drawArt);
    }
    process.send?.({ files });
    process.exit(0);
  })().catch((error: unknown) => {
    log.error({ error: safeErrorFields(error) }, 'Drawing pictures failed');
    process.exit(1);
  });
});
