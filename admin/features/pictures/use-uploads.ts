/**
 * The files being uploaded, one request at a time in the order chosen: each is checked in the browser
 * first (file-check.ts), then sent with its progress, and ends either in the product's list (the
 * answer's pictures replace the list shown, and the file leaves the queue) or with its own error
 * text, kept until dismissed. One at a time: the server takes at most 25 s to receive a request, so
 * files sent side by side would share the uplink and each take longer to arrive.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PictureList } from '../../../contract/admin/picture-types';
import type { Color } from '../../../contract/constants';
import { AdminApiError } from '../../lib/api';
import { errorIdText, statusText } from '../../lib/error-text';
import { uploadPicture } from './api';
import { checkFile } from './file-check';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  color: Color | null;
  state: 'waiting' | 'sending' | 'failed';
  /** The share sent, 0 to 1. */
  progress: number;
  error: string | null;
}

/** A failed upload of one file, as one line for that file. */
function uploadError(intl: IntlShape, error: unknown): string {
  if (error instanceof AdminApiError) {
    const ids = Object.entries(error.errors).flatMap(([, list]) => list);
    if (error.status === 422 && ids.length) return ids.map((id) => errorIdText(intl, id)).join(' ');
    if (error.status === 413) return errorIdText(intl, 'pictures.errors.too_large');
    // The server cut a request that took over 25 s to arrive.
    if (error.status === 408) return intl.formatMessage({ id: 'pictures.upload.too_slow' });
  }
  return statusText(intl, error);
}

let nextId = 1;

/** `onPictures` gets the product's pictures after each file; it should only set state (any render's will do). */
export function useUploads(productId: string, onPictures: (pictures: PictureList) => void) {
  const intl = useIntl();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const sending = useRef<AbortController | null>(null);
  const change = (id: number, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const next = items.find((item) => item.state === 'waiting');
  const busy = items.some((item) => item.state === 'sending');

  // Leaving the screen stops the file being sent.
  useEffect(() => () => sending.current?.abort(), []);

  useEffect(() => {
    if (!next || busy) return;
    const file = files.current.get(next.id);
    if (!file) return;
    const controller = new AbortController();
    sending.current = controller;
    change(next.id, { state: 'sending', progress: 0 });
    void (async () => {
      const problem = await checkFile(file);
      if (controller.signal.aborted) return;
      if (problem) {
        files.current.delete(next.id);
        return change(next.id, { state: 'failed', error: errorIdText(intl, problem) });
      }
      try {
        const answer = await uploadPicture(
          productId,
          file,
          next.color,
          (progress) => change(next.id, { progress }),
          controller.signal,
        );
        files.current.delete(next.id);
        setItems((list) => list.filter((item) => item.id !== next.id));
        onPictures(answer.pictures);
      } catch (error) {
        if (controller.signal.aborted) return;
        files.current.delete(next.id);
        change(next.id, { state: 'failed', error: uploadError(intl, error) });
      }
    })();
    // Only the queue's head changing (a file done, or added to an idle queue) starts the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.id, busy]);

  const add = (list: Iterable<File>, color: Color | null) => {
    const added = [...list].map((file): UploadItem => {
      const id = nextId++;
      files.current.set(id, file);
      return {
        id,
        name: file.name,
        size: file.size,
        color,
        state: 'waiting',
        progress: 0,
        error: null,
      };
    });
    setItems((current) => [...current, ...added]);
  };
  const dismiss = (id: number) => setItems((list) => list.filter((item) => item.id !== id));
  return { items, add, dismiss };
}
