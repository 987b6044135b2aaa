/**
 * A collection's picture, chosen from the shop's existing pictures rather than typed as a key: a
 * picture is made by uploading it to a product (the pictures' screens), its key is an opaque name a
 * member never sees, and the API refuses one that does not exist. The dialog lists the products of
 * this collection (and below it), or any product found by name, then the chosen product's pictures.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../src/ui/dialog';
import { PictureChooser } from './picture-chooser';

export interface ChosenPicture {
  key: string;
  /** Its 640 px WebP, for the preview; null when the answer had none. */
  url: string | null;
}

interface PicturePickerProps {
  /** The DOM id of its first button (focus goes there on an error). */
  id: string;
  /** The collection's path, or null for a new one (which has no products yet). */
  collection: string | null;
  value: ChosenPicture | null;
  onChange: (picture: ChosenPicture | null) => void;
  error?: string | undefined;
}

export function PicturePicker({ id, collection, value, onChange, error }: PicturePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const text = (key: string) => intl.formatMessage({ id: key });
  return (
    <fieldset className="field picture-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{text('collections.field.picture')}</legend>
      <div className="picture-picker__row">
        {value?.url ? (
          <img
            className="picture-picker__preview"
            src={value.url}
            alt={text('collections.picture.current')}
            width={96}
            height={120}
          />
        ) : (
          <span className="picture-picker__preview picture-picker__preview--none">
            {text(value ? 'collections.picture.chosen' : 'collections.picture.none')}
          </span>
        )}
        <div className="cell-control">
          <Button id={id} className="button button--ghost" onPress={() => setOpen(true)}>
            {text(value ? 'collections.picture.change' : 'collections.picture.choose')}
          </Button>
          {value && (
            <Button className="link-button" onPress={() => onChange(null)}>
              {text('collections.picture.remove')}
            </Button>
          )}
        </div>
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
        title={text('collections.picture.choose')}
        closeLabel={text('common.close')}
      >
        <PictureChooser
          collection={collection}
          onPick={(picture) => {
            onChange(picture);
            setOpen(false);
          }}
        />
      </AppDialog>
    </fieldset>
  );
}
