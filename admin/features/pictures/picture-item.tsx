/**
 * One of the product's pictures in the list: its thumbnail (the storefront's own file), its place with
 * buttons to move it earlier or later (the keyboard's way to reorder; dragging is the pointer's), the
 * colour it shows (every colour, or one of the product's), its alt text in both languages (saved when
 * the field is left, if changed), and taking it off the product (confirmed first).
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_ALT_LENGTH } from '../../../contract/admin/picture-limits';
import type { AdminPicture, PicturePatchBody } from '../../../contract/admin/picture-types';
import type { Color } from '../../../contract/constants';
import { AppDialog } from '../../../src/ui/dialog';

interface PictureItemProps {
  picture: AdminPicture;
  index: number;
  count: number;
  colors: readonly Color[];
  /** Resolves to the message ids by field of a refusal, or null once saved. */
  onPatch: (patch: PicturePatchBody) => Promise<Record<string, string> | null>;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  busy: boolean;
}

function AltField(props: {
  id: string;
  label: string;
  lang: 'vi' | 'en';
  saved: string;
  onSave: (value: string) => Promise<string | null>;
}) {
  const { id, label, lang, saved, onSave } = props;
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        lang={lang}
        value={value}
        maxLength={MAX_ALT_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => {
          if (value.trim() === saved) return setError(null);
          void onSave(value.trim()).then(setError);
        }}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export function PictureItem(props: PictureItemProps) {
  const { picture, index, count, colors, onPatch, onMove, onRemove, busy } = props;
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [confirming, setConfirming] = useState(false);
  const [colorError, setColorError] = useState<string | null>(null);
  const base = `picture-${picture.key}`;
  const place = text('pictures.item.place', { n: index + 1 });
  // A colour the product no longer comes in is still offered, so the select shows what is saved.
  const choices =
    picture.color && !colors.includes(picture.color) ? [...colors, picture.color] : colors;
  return (
    <>
      <img
        className="picture-item__thumb"
        src={picture.image.url}
        alt=""
        width={96}
        height={120}
        loading="lazy"
      />
      <div className="picture-item__fields">
        <p className="picture-item__place">{place}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${base}-color`}>
            {text('pictures.item.color')}
          </label>
          <select
            id={`${base}-color`}
            className="select"
            value={picture.color ?? ''}
            disabled={busy}
            aria-invalid={colorError ? true : undefined}
            onChange={(event) => {
              const color = (event.target.value || null) as Color | null;
              void onPatch({ color }).then((errors) =>
                setColorError(errors ? (Object.values(errors)[0] ?? null) : null),
              );
            }}
          >
            <option value="">{text('pictures.color.all')}</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {text(`pictures.color.${c}`)}
              </option>
            ))}
          </select>
          {colorError && <span className="field__error">{colorError}</span>}
        </div>
        {(['vi', 'en'] as const).map((lang) => (
          <AltField
            // A new saved text (this field's, or the list read again) starts the field from it.
            key={`${lang}:${lang === 'vi' ? picture.alt_vi : picture.alt_en}`}
            id={`${base}-alt-${lang}`}
            label={text(`pictures.item.alt_${lang}`)}
            lang={lang}
            saved={lang === 'vi' ? picture.alt_vi : picture.alt_en}
            onSave={async (value) => {
              const field = lang === 'vi' ? 'alt_vi' : 'alt_en';
              const errors = await onPatch({ [field]: value });
              return errors ? (errors[field] ?? Object.values(errors)[0] ?? null) : null;
            }}
          />
        ))}
      </div>
      <div className="picture-item__actions">
        <Button
          className="button button--ghost"
          isDisabled={busy || index === 0}
          aria-label={text('pictures.item.earlier.of', { place })}
          onPress={() => onMove(-1)}
        >
          {text('pictures.item.earlier')}
        </Button>
        <Button
          className="button button--ghost"
          isDisabled={busy || index === count - 1}
          aria-label={text('pictures.item.later.of', { place })}
          onPress={() => onMove(1)}
        >
          {text('pictures.item.later')}
        </Button>
        <Button
          className="link-button"
          isDisabled={busy}
          aria-label={text('pictures.item.remove.of', { place })}
          onPress={() => setConfirming(true)}
        >
          {text('pictures.item.remove')}
        </Button>
      </div>
      <AppDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={text('pictures.remove.title', { place })}
        closeLabel={text('common.close')}
      >
        <p>{text('pictures.remove.detail')}</p>
        <div className="actions">
          <Button
            className="button button--danger"
            onPress={() => {
              setConfirming(false);
              onRemove();
            }}
          >
            {text('pictures.item.remove')}
          </Button>
          <Button className="button button--ghost" onPress={() => setConfirming(false)}>
            {text('common.cancel')}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
