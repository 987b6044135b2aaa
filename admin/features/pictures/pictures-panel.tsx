/**
 * A product's pictures, on its editor (the page composing the editor passes the product's id and the
 * colours it now comes in): the upload zone and the files on their way, then the pictures in their
 * order, which is the storefront's (the first is the product's card). Reordered with each picture's
 * buttons or by dragging; every change is sent at once and the list shown is the server's answer. A
 * move is shown before the answer comes, and put back if the server refuses it.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminPicture, PicturePatchBody } from '../../../contract/admin/picture-types';
import type { Color } from '../../../contract/constants';
import { AdminApiError } from '../../lib/api';
import { errorIdText, statusText } from '../../lib/error-text';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { FormAlert } from '../../ui/form-alert';
import { listPictures, removePicture, reorderPictures, updatePicture } from './api';
import { PictureItem } from './picture-item';
import { UploadQueue } from './upload-queue';
import { UploadZone } from './upload-zone';
import { useUploads } from './use-uploads';
import '../../../src/ui/link-button.css';
import './pictures.css';

/** `keys` with `key` moved to `to`. */
export function moved(keys: readonly string[], key: string, to: number): string[] {
  const next = keys.filter((k) => k !== key);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, key);
  return next;
}

export function PicturesPanel({
  productId,
  colors,
}: {
  productId: string;
  colors: readonly Color[];
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const query = useAdminQuery(`pictures:${productId}`, (signal) => listPictures(productId, signal));
  const { setData, reload } = query;
  const uploads = useUploads(productId, (pictures) => setData(() => pictures));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const dragged = useRef<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof AdminApiError && error.status === 422) {
      // The list changed meanwhile (another tab, another member): read it again.
      if (error.errors.keys?.includes('pictures.errors.order_mismatch')) reload();
      setErrors(
        Object.values(error.errors)
          .flat()
          .map((id) => errorIdText(intl, id)),
      );
    } else setErrors([statusText(intl, error)]);
  };

  const write = async (change: () => Promise<AdminPicture[]>) => {
    setBusy(true);
    setErrors([]);
    try {
      const list = await change();
      setData(() => list);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const reorder = async (list: readonly AdminPicture[], key: string, to: number) => {
    const keys = moved(
      list.map((p) => p.key),
      key,
      to,
    );
    if (keys.join() === list.map((p) => p.key).join()) return;
    const before = list;
    // Shown at once; the answer (or the list as it was, on a refusal) replaces it.
    setData(() => keys.map((k) => list.find((p) => p.key === k)!));
    const ok = await write(() => reorderPictures(productId, keys));
    if (ok) setSaid(text('pictures.moved', { n: keys.indexOf(key) + 1, count: keys.length }));
    else setData((current) => (current === undefined ? current : [...before]));
  };

  const patch = async (key: string, body: PicturePatchBody) => {
    try {
      const list = await updatePicture(productId, key, body);
      setData(() => list);
      return null;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 422)
        return Object.fromEntries(
          Object.entries(error.errors).map(([field, ids]) => [field, errorIdText(intl, ids[0]!)]),
        );
      return { form: statusText(intl, error) };
    }
  };

  return (
    <div className="pictures-panel">
      <UploadZone colors={colors} onFiles={uploads.add} />
      <UploadQueue items={uploads.items} onDismiss={uploads.dismiss} />
      <FormAlert messages={errors} />
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <QueryView query={query}>
        {(list) =>
          list.length === 0 ? (
            <p className="pictures-hint">{text('pictures.empty')}</p>
          ) : (
            <ol className="picture-list" aria-label={text('pictures.list')}>
              {list.map((picture, index) => (
                <li
                  key={picture.key}
                  className={`picture-item${target === picture.key ? ' picture-item--target' : ''}`}
                  draggable={!busy}
                  onDragStart={(event) => {
                    dragged.current = picture.key;
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', picture.key);
                  }}
                  onDragOver={(event) => {
                    if (dragged.current === null) return; // files go to the upload zone
                    event.preventDefault();
                    setTarget(picture.key);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setTarget(null);
                  }}
                  onDrop={(event) => {
                    const key = dragged.current;
                    if (key === null) return;
                    event.preventDefault();
                    dragged.current = null;
                    setTarget(null);
                    void reorder(list, key, index);
                  }}
                >
                  <PictureItem
                    picture={picture}
                    index={index}
                    count={list.length}
                    colors={colors}
                    busy={busy}
                    onPatch={(body) => patch(picture.key, body)}
                    onMove={(step) => void reorder(list, picture.key, index + step)}
                    onRemove={() => void write(() => removePicture(productId, picture.key))}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </div>
  );
}
