/**
 * A product's pictures (contract: pictureEndpoints; every write is audited by the server and answers
 * the product's pictures as they are after it). An upload sends one file a request (transport.ts):
 * the server takes at most 25 s to receive a request, so a large file on a slow uplink fails alone,
 * and each file has its own progress and its own answer.
 */
import { pictureEndpoints as e } from '../../../contract/admin/picture-endpoints';
import type { PicturePatchBody } from '../../../contract/admin/picture-types';
import type { Color } from '../../../contract/constants';
import { adminCall } from '../../lib/api';
import { sendForm } from './transport';

export const listPictures = (id: string, signal?: AbortSignal) =>
  adminCall(e.productPictures, { params: { id }, signal });
export const reorderPictures = (id: string, keys: string[]) =>
  adminCall(e.reorderPictures, { params: { id }, body: { keys } });
export const updatePicture = (id: string, key: string, patch: PicturePatchBody) =>
  adminCall(e.updatePicture, { params: { id, key }, body: patch });
export const removePicture = (id: string, key: string) =>
  adminCall(e.removePicture, { params: { id, key } });

/** One file, for one colour (null: every colour); `onProgress` hears the share sent, 0 to 1. */
export function uploadPicture(
  id: string,
  file: File,
  color: Color | null,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('color', color ?? '');
  return sendForm(e.uploadPictures, { id }, form, onProgress, signal);
}
