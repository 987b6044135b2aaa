/**
 * An upload's multipart body, read and checked before anything is stored: the `color` field, and each
 * of the `files` decoded by the shop's one picture check (catalog/picture-check.ts), never trusted by
 * its name or declared type. A 422 names every file refused (`files.2`: its message id), and nothing
 * of the upload is kept: the member sends the good ones again.
 */
import type { Context } from 'hono';
import { MAX_FILES_PER_UPLOAD } from '../../../contract/admin/picture-limits';
import { UploadFieldsSchema } from '../../../contract/admin/picture-inputs';
import type { AdminErrorId } from '../../../contract/admin/messages';
import { check } from '../../../contract/api/field-errors';
import type { Color } from '../../../contract/constants';
import {
  checkPicture,
  PictureRefused,
  type CheckedPicture,
  type PictureProblem,
} from '../../catalog/picture-check';
import { ApiError, badRequest } from '../../http/errors';
import { InvalidFields, type FieldErrors } from '../../http/field-errors';

const PROBLEM_IDS: Record<PictureProblem, AdminErrorId> = {
  too_big: 'pictures.errors.too_large',
  not_a_picture: 'pictures.errors.not_a_picture',
  format: 'pictures.errors.unsupported_type',
  too_many_pixels: 'pictures.errors.too_many_pixels',
};

export interface UploadedFile extends CheckedPicture {
  name: string;
  bytes: Buffer;
}

export interface Upload {
  color: Color | null;
  files: UploadedFile[];
}

type FormValue = string | File;

async function formOf(c: Context): Promise<Record<string, FormValue | FormValue[]>> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? ''))
    throw new ApiError(415, 'Send the pictures as multipart/form-data');
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The request body is not valid multipart/form-data');
  }
}

const listOf = (value: FormValue | FormValue[] | undefined): FormValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The upload's colour and checked files; throws a 415, 400 or 422 (InvalidFields) as it finds them. */
export async function readUpload(c: Context): Promise<Upload> {
  const form = await formOf(c);
  const fields = check(UploadFieldsSchema, { color: form.color });
  if (!fields.ok) throw new InvalidFields(fields.errors);
  const sent = listOf(form.files);
  if (sent.length === 0) throw new InvalidFields({ files: ['pictures.errors.no_files'] });
  if (sent.length > MAX_FILES_PER_UPLOAD)
    throw new InvalidFields({ files: ['pictures.errors.too_many_files'] });

  const errors: FieldErrors = {};
  const files: UploadedFile[] = [];
  // One at a time: a decode may take a second of a core, and the shop's shoppers share the machine.
  for (const [i, value] of sent.entries()) {
    if (typeof value === 'string') {
      errors[`files.${i}`] = ['pictures.errors.not_a_picture'];
      continue;
    }
    try {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({ name: value.name, bytes, ...(await checkPicture(bytes)) });
    } catch (err) {
      if (!(err instanceof PictureRefused)) throw err;
      errors[`files.${i}`] = [PROBLEM_IDS[err.problem]];
    }
  }
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
  return { color: fields.value.color, files };
}
