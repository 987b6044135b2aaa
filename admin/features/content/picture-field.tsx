/**
 * A slide's or an event's picture, chosen from the shop's pictures (uploaded through a product's
 * pictures, or the demo's art) rather than typed as a key: the dialog shows them as tiles, newest
 * first, found by their alt text; choosing a tile is the answer.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ContentPicture } from '../../../contract/admin/content-types';
import { AppDialog } from '../../../src/ui/dialog';
import { FormTextField } from '../../../src/ui/text-field';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { listPictures } from './api';

export interface ChosenPicture {
  key: string;
  url: string | null;
}

/** A picture's smallest WebP, for tiles and the preview. */
export const thumbOf = (p: { image: ContentPicture['image'] }) =>
  p.image.srcset.find((s) => s.type === 'image/webp')?.url ?? p.image.url;

interface PictureFieldProps {
  id: string;
  label: string;
  value: ChosenPicture | null;
  onChange: (picture: ChosenPicture | null) => void;
  /** A slide must have one; an event may go without. */
  optional?: boolean;
  error?: string | undefined;
}

export function PictureField({ id, label, value, onChange, optional, error }: PictureFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const text = (key: string) => intl.formatMessage({ id: key });
  return (
    <fieldset className="field picture-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="picture-field__row">
        {value?.url ? (
          <img
            className="picture-field__preview"
            src={value.url}
            alt={text('content.picture.current')}
          />
        ) : (
          <span className="picture-field__preview picture-field__preview--none">
            {text('content.picture.none')}
          </span>
        )}
        <Button id={id} className="button button--ghost" onPress={() => setOpen(true)}>
          {text(value ? 'content.picture.change' : 'content.picture.choose')}
        </Button>
        {value && optional && (
          <Button className="link-button" onPress={() => onChange(null)}>
            {text('content.picture.remove')}
          </Button>
        )}
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
      <AppDialog
        isOpen={open}
        onOpenChange={setOpen}
        size="large"
        title={text('content.picture.choose')}
        closeLabel={text('common.close')}
      >
        <PictureTiles
          onPick={(picture) => {
            onChange(picture);
            setOpen(false);
          }}
        />
      </AppDialog>
    </fieldset>
  );
}

function PictureTiles({ onPick }: { onPick: (picture: ChosenPicture) => void }) {
  const intl = useIntl();
  const en = intl.locale === 'en';
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const pictures = useAdminQuery(`content-pictures:${q}`, (signal) => listPictures(q, signal));
  const search = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the form: React would hand it this submit too.
    event.stopPropagation();
    setQ(typed.trim());
  };
  return (
    <div className="picture-tiles">
      <form role="search" onSubmit={search} className="picture-tiles__search">
        <FormTextField
          id="content-picture-search"
          label={intl.formatMessage({ id: 'content.picture.search' })}
          value={typed}
          onChange={setTyped}
        />
        <Button type="submit" className="button button--ghost">
          {intl.formatMessage({ id: 'content.search' })}
        </Button>
      </form>
      <QueryView query={pictures}>
        {(list) =>
          list.length === 0 ? (
            <p>{intl.formatMessage({ id: 'content.picture.empty' })}</p>
          ) : (
            <ul className="picture-tiles__list">
              {list.map((p) => (
                <li key={p.key}>
                  <Button
                    className="picture-tiles__tile"
                    onPress={() => onPick({ key: p.key, url: thumbOf(p) })}
                  >
                    <img src={thumbOf(p)} alt={en ? p.alt_en : p.alt_vi} loading="lazy" />
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
