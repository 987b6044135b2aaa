/**
 * A hero slide's form, new (`/content/slides/new`, placed last) or saved (`/content/slides/:id`):
 * its picture, its link (a path of the shop, such as /collection/women, or an https address), then
 * its title and subtitle in each language. Saving goes back to the list.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { MAX_LINK, MAX_SLIDE_LINE } from '../../../contract/admin/content-inputs';
import type { AdminSlide } from '../../../contract/admin/content-types';
import type { Lang } from '../../../contract/types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { createSlide, listSlides, updateSlide } from './api';
import { LangTexts, tabOfErrors } from './lang-texts';
import { PictureField, thumbOf, type ChosenPicture } from './picture-field';
import './content.css';

const FIELDS = [
  ['art_key', 'slide-picture'],
  ['href', 'slide-href'],
  ['title_vi', 'slide-title_vi'],
  ['subtitle_vi', 'slide-subtitle_vi'],
  ['title_en', 'slide-title_en'],
  ['subtitle_en', 'slide-subtitle_en'],
] as const;
const FIELD_NAMES = FIELDS.map(([name]) => name);

export function SlideFormPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { id } = useParams<{ id?: string }>();
  // The API has no one-slide read: the list is short.
  const query = useAdminQuery('content-slides', listSlides);
  const saved = id ? query.data?.find((s) => s.id === id) : undefined;
  const title = intl.formatMessage({ id: id ? 'content.slides.edit' : 'content.slides.new' });
  usePageTitle(title);
  return (
    <section className="page">
      <p>
        <Link href={ADMIN_PATHS.contentSlides}>
          {intl.formatMessage({ id: 'content.slides.back' })}
        </Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {() =>
          id && !saved ? (
            <p className="notice-line">{intl.formatMessage({ id: 'errors.not_found' })}</p>
          ) : (
            <SlideForm
              key={saved?.id ?? 'new'}
              saved={saved ?? null}
              onSaved={() => navigate(ADMIN_PATHS.contentSlides)}
            />
          )
        }
      </QueryView>
    </section>
  );
}

type Texts = Record<`${'title' | 'subtitle'}_${Lang}`, string>;

function SlideForm({ saved, onSaved }: { saved: AdminSlide | null; onSaved: () => void }) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState<Texts>({
    title_vi: saved?.title_vi ?? '',
    title_en: saved?.title_en ?? '',
    subtitle_vi: saved?.subtitle_vi ?? '',
    subtitle_en: saved?.subtitle_en ?? '',
  });
  const [href, setHref] = useState(saved?.href ?? '');
  const [picture, setPicture] = useState<ChosenPicture | null>(
    saved ? { key: saved.art_key, url: thumbOf(saved) } : null,
  );
  const [tab, setTab] = useState<Lang>('vi');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);
  const text = (key: string) => intl.formatMessage({ id: key });
  const setText = (key: keyof Texts) => (value: string) =>
    setTexts((t) => ({ ...t, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const body = { ...texts, href, art_key: picture?.key ?? '' };
    try {
      await (saved ? updateSlide(saved.id, body) : createSlide(body));
      onSaved();
    } catch (error) {
      const found = toErrors(error, FIELD_NAMES);
      setTab(tabOfErrors(found.fields, tab));
      setErrors(found);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form content-form">
      <FormAlert ref={alert} messages={errors.form} />
      <PictureField
        id="slide-picture"
        label={text('content.field.picture')}
        value={picture}
        onChange={setPicture}
        error={errors.fields['art_key']}
      />
      <div>
        <FormTextField
          id="slide-href"
          label={text('content.slides.link')}
          value={href}
          onChange={setHref}
          isRequired
          maxLength={MAX_LINK}
          error={errors.fields['href']}
        />
        <p className="field__hint">{text('content.slides.link.hint')}</p>
      </div>
      <LangTexts
        tab={tab}
        onTab={setTab}
        hasErrors={(lang) =>
          Boolean(errors.fields[`title_${lang}`] ?? errors.fields[`subtitle_${lang}`])
        }
        render={(lang) => (
          <>
            <FormTextField
              id={`slide-title_${lang}`}
              label={text('content.field.title')}
              value={texts[`title_${lang}`]}
              onChange={setText(`title_${lang}`)}
              isRequired
              maxLength={MAX_SLIDE_LINE}
              error={errors.fields[`title_${lang}`]}
            />
            <FormTextField
              id={`slide-subtitle_${lang}`}
              label={text('content.slides.subtitle')}
              value={texts[`subtitle_${lang}`]}
              onChange={setText(`subtitle_${lang}`)}
              maxLength={MAX_SLIDE_LINE}
              error={errors.fields[`subtitle_${lang}`]}
            />
          </>
        )}
      />
      <Button type="submit" className="button" isPending={pending}>
        {text(saved ? 'common.save' : 'content.slides.create')}
      </Button>
    </form>
  );
}
