/**
 * The CSV import's form (issue 37), multipart: `file` (the CSV), `zip` (optional, the pictures its
 * `images` column names) and `dry_run`, checked here; the files themselves are read by the server.
 */
import * as v from 'valibot';
import { field } from '../api/inputs';
import type { AdminErrorId } from './messages';

// @__NO_SIDE_EFFECTS__
const id = (msg: AdminErrorId) => msg;

/** `true` checks the file and changes nothing; `false` (or absent) imports it. */
export const ImportFieldsSchema = v.object({
  dry_run: field(
    v.pipe(
      v.optional(v.picklist(['true', 'false', '1', '0', ''], id('admin.errors.invalid')), ''),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
});
