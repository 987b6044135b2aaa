/**
 * An event's form, new (`/content/events/new`) or saved (`/content/events/:slug`): its address (made
 * from the Vietnamese title when left empty), its start and end on the shop's clock, its picture and
 * featured products, then its title, place and body in each language (Markdown with the preview).
 * Saving goes back to the list.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { MAX_CONTENT_TITLE, MAX_LOCATION } from '../../../contract/admin/content-inputs';
import type { AdminEvent, EventProduct } from '../../../contract/admin/content-types';
import type { Lang } from '../../../contract/types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { MarkdownField } from '../../lib/markdown-field';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { createEvent, readEvent, updateEvent } from './api';
import { LangTexts, tabOfErrors } from './lang-texts';
import { PictureField, thumbOf, type ChosenPicture } from './picture-field';
import { ProductField } from './product-field';
import { fromShopLocal, toShopLocal } from './shop-time';
import './content.css';

const FIELDS = [
  ['slug', 'event-slug'],
  ['starts_at', 'event-starts_at'],
  ['ends_at', 'event-ends_at'],
  ['art_key', 'event-picture'],
  ['products', 'event-products'],
  ['title_vi', 'event-title_vi'],
  ['location_vi', 'event-location_vi'],
  ['body_md_vi', 'event-body_md_vi'],
  ['title_en', 'event-title_en'],
  ['location_en', 'event-location_en'],
  ['body_md_en', 'event-body_md_en'],
] as const;
const FIELD_NAMES = FIELDS.map(([name]) => name);

export function EventFormPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { slug } = useParams<{ slug?: string }>();
  const query = useAdminQuery(`content-event:${slug ?? ''}`, (signal) =>
    slug ? readEvent(slug, signal) : Promise.resolve(null),
  );
  const title = intl.formatMessage({ id: slug ? 'content.events.edit' : 'content.events.new' });
  usePageTitle(title);
  return (
    <section className="page">
      <p>
        <Link href={ADMIN_PATHS.contentEvents}>
          {intl.formatMessage({ id: 'content.events.back' })}
        </Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {(saved) => (
          <EventForm
            key={saved?.slug ?? 'new'}
            saved={saved}
            onSaved={() => navigate(ADMIN_PATHS.contentEvents)}
          />
        )}
      </QueryView>
    </section>
  );
}

type Texts = Record<`${'title' | 'location' | 'body_md'}_${Lang}`, string>;

function EventForm({ saved, onSaved }: { saved: AdminEvent | null; onSaved: () => void }) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [slug, setSlug] = useState(saved?.slug ?? '');
  const [texts, setTexts] = useState<Texts>({
    title_vi: saved?.title_vi ?? '',
    title_en: saved?.title_en ?? '',
    location_vi: saved?.location_vi ?? '',
    location_en: saved?.location_en ?? '',
    body_md_vi: saved?.body_md_vi ?? '',
    body_md_en: saved?.body_md_en ?? '',
  });
  const [startsAt, setStartsAt] = useState(saved ? toShopLocal(saved.starts_at) : '');
  const [endsAt, setEndsAt] = useState(saved ? toShopLocal(saved.ends_at) : '');
  const [picture, setPicture] = useState<ChosenPicture | null>(
    saved?.art_key
      ? { key: saved.art_key, url: saved.image ? thumbOf({ image: saved.image }) : null }
      : null,
  );
  const [products, setProducts] = useState<EventProduct[]>(saved?.products ?? []);
  const [tab, setTab] = useState<Lang>('vi');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string) => intl.formatMessage({ id });
  const setText = (key: keyof Texts) => (value: string) =>
    setTexts((t) => ({ ...t, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const body = {
      ...texts,
      slug: slug.trim() || null,
      starts_at: fromShopLocal(startsAt),
      ends_at: fromShopLocal(endsAt),
      art_key: picture?.key ?? null,
      products: products.map((p) => p.id),
    };
    try {
      await (saved ? updateEvent(saved.slug, body) : createEvent(body));
      onSaved();
    } catch (error) {
      // An unknown product is named by its place (`products.2`): shown at the products' field.
      const places = products.map((_, i) => `products.${i}`);
      const found = toErrors(error, [...FIELD_NAMES, ...places]);
      const fields = { ...found.fields };
      for (const [i, place] of places.entries()) {
        const message = fields[place];
        if (!message) continue;
        delete fields[place];
        fields['products'] ??= `${products[i]!.name_vi}: ${message}`;
      }
      setTab(tabOfErrors(fields, tab));
      setErrors({ ...found, fields });
    } finally {
      setPending(false);
    }
  };

  const time = (name: 'starts_at' | 'ends_at', value: string, set: (v: string) => void) => (
    <FormTextField
      id={`event-${name}`}
      type="datetime-local"
      label={text(`content.events.${name}`)}
      value={value}
      onChange={set}
      isRequired
      error={errors.fields[name]}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form content-form">
      <FormAlert ref={alert} messages={errors.form} />
      <div>
        <FormTextField
          id="event-slug"
          label={text('content.field.slug')}
          value={slug}
          onChange={setSlug}
          error={errors.fields['slug']}
        />
        <p className="field__hint">{text('content.field.slug.hint')}</p>
      </div>
      <div className="content-form__times">
        {time('starts_at', startsAt, setStartsAt)}
        {time('ends_at', endsAt, setEndsAt)}
      </div>
      <p className="field__hint">{text('content.events.time_zone')}</p>
      <PictureField
        id="event-picture"
        label={text('content.field.picture')}
        value={picture}
        onChange={setPicture}
        optional
        error={errors.fields['art_key']}
      />
      <ProductField
        id="event-products"
        value={products}
        onChange={setProducts}
        error={errors.fields['products']}
      />
      <LangTexts
        tab={tab}
        onTab={setTab}
        hasErrors={(lang) =>
          ['title', 'location', 'body_md'].some((f) => errors.fields[`${f}_${lang}`])
        }
        render={(lang) => (
          <>
            <FormTextField
              id={`event-title_${lang}`}
              label={text('content.field.title')}
              value={texts[`title_${lang}`]}
              onChange={setText(`title_${lang}`)}
              isRequired
              maxLength={MAX_CONTENT_TITLE}
              error={errors.fields[`title_${lang}`]}
            />
            <FormTextField
              id={`event-location_${lang}`}
              label={text('content.events.location')}
              value={texts[`location_${lang}`]}
              onChange={setText(`location_${lang}`)}
              isRequired
              maxLength={MAX_LOCATION}
              error={errors.fields[`location_${lang}`]}
            />
            <MarkdownField
              id={`event-body_md_${lang}`}
              label={text('content.field.body')}
              lang={lang}
              value={texts[`body_md_${lang}`]}
              onChange={setText(`body_md_${lang}`)}
              error={errors.fields[`body_md_${lang}`]}
            />
          </>
        )}
      />
      <Button type="submit" className="button" isPending={pending}>
        {text(saved ? 'common.save' : 'content.events.create')}
      </Button>
    </form>
  );
}
