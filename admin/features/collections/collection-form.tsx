/**
 * A collection's fields: names and descriptions in both languages, its parent, featured on the home
 * page, its picture. Its place among its siblings is not a number here: a new collection goes last
 * under its parent (as does one moved to another parent), and the tree's up and down buttons order
 * them. Moving it to another parent changes its address (and its children's): the old ones answer
 * 404, which the form says before it is saved. The API's refusals show at their field, what was typed
 * kept.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  MAX_COLLECTION_DESCRIPTION,
  MAX_PRODUCT_NAME,
} from '../../../contract/admin/catalog-fields';
import type { AdminCollection, CollectionBody } from '../../../contract/admin/catalog-types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { createCollection, updateCollection } from './api';
import { ParentSelect } from './parent-select';
import { PicturePicker, type ChosenPicture } from './picture-picker';
import { lastPosition } from './tree';
import { TextAreaField } from './text-area-field';
import '../../../src/ui/check-box.css';

const FIELDS = [
  ['name_vi', 'collection-name-vi'],
  ['name_en', 'collection-name-en'],
  ['description_vi', 'collection-description-vi'],
  ['description_en', 'collection-description-en'],
  ['parent', 'collection-parent'],
  ['art_key', 'collection-picture'],
] as const;
const FIELD_NAMES = [...FIELDS.map(([name]) => name), 'slug', 'position', 'featured'];

interface Texts {
  name_vi: string;
  name_en: string;
  description_vi: string;
  description_en: string;
}

/** The storefront's address of a collection's path (Vietnamese, the default language). */
const addressOf = (path: string) => `/collection/${path}`;
const segmentOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface CollectionFormProps {
  list: readonly AdminCollection[];
  saved: AdminCollection | null;
  onSaved: (collection: AdminCollection) => void;
}

export function CollectionForm({ list, saved, onSaved }: CollectionFormProps) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState<Texts>({
    name_vi: saved?.name_vi ?? '',
    name_en: saved?.name_en ?? '',
    description_vi: saved?.description_vi ?? '',
    description_en: saved?.description_en ?? '',
  });
  const [parent, setParent] = useState<string | null>(saved?.parent ?? null);
  const [featured, setFeatured] = useState(saved?.featured ?? false);
  const [picture, setPicture] = useState<ChosenPicture | null>(
    saved?.art_key ? { key: saved.art_key, url: saved.image_url } : null,
  );
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const textField = (name: keyof Texts) => ({
    id: FIELDS.find(([n]) => n === name)![1],
    label: text(`collections.field.${name}`),
    value: texts[name],
    onChange: (value: string) => setTexts((current) => ({ ...current, [name]: value })),
    error: errors.fields[name],
  });

  const moved = saved !== null && parent !== saved.parent;
  const newPath = saved && (parent ? `${parent}/${segmentOf(saved.slug)}` : segmentOf(saved.slug));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const body: CollectionBody = {
      ...texts,
      parent,
      position: saved && !moved ? saved.position : lastPosition(list, parent),
      featured,
      art_key: picture?.key ?? null,
    };
    try {
      onSaved(await (saved ? updateCollection(saved.id, body) : createCollection(body)));
    } catch (error) {
      const found = toErrors(error, FIELD_NAMES);
      // The path is made from the parent: a taken one is the parent's choice to change.
      const { slug, ...fields } = found.fields;
      setErrors({ ...found, fields: slug ? { parent: slug, ...fields } : fields });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form collection-form">
      <FormAlert ref={alert} messages={errors.form} />
      <FormTextField {...textField('name_vi')} isRequired maxLength={MAX_PRODUCT_NAME} />
      <FormTextField {...textField('name_en')} isRequired maxLength={MAX_PRODUCT_NAME} />
      <TextAreaField {...textField('description_vi')} maxLength={MAX_COLLECTION_DESCRIPTION} />
      <TextAreaField {...textField('description_en')} maxLength={MAX_COLLECTION_DESCRIPTION} />
      <ParentSelect
        id="collection-parent"
        list={list}
        self={saved?.slug ?? null}
        value={parent}
        onChange={setParent}
        hint={saved ? text('collections.parent.hint') : undefined}
        error={errors.fields.parent}
      />
      {moved && newPath && (
        <div className="form-warning" role="status">
          <p>
            {text('collections.move.warning', {
              from: addressOf(saved.slug),
              to: addressOf(newPath),
            })}
          </p>
        </div>
      )}
      <Checkbox className="check-row" isSelected={featured} onChange={setFeatured}>
        <span className="check-box" aria-hidden="true" />
        <span>
          <span className="check-row__title">{text('collections.field.featured')}</span>
          <span className="check-row__detail">{text('collections.field.featured.detail')}</span>
        </span>
      </Checkbox>
      <PicturePicker
        id="collection-picture"
        collection={saved?.slug ?? null}
        value={picture}
        onChange={setPicture}
        error={errors.fields.art_key}
      />
      <Button type="submit" className="button" isPending={pending}>
        {text(saved ? 'common.save' : 'collections.create')}
      </Button>
    </form>
  );
}
