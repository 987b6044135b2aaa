/**
 * A content page's form, new (`/content/pages/new`) or saved (`/content/pages/:slug`): its address
 * (made from the Vietnamese title when left empty; fixed for the footer's pages), then its title and
 * body in each language, the body in Markdown with the storefront's preview beside it. Saving goes
 * back to the list.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { MAX_CONTENT_TITLE } from '../../../contract/admin/content-inputs';
import type { AdminPage } from '../../../contract/admin/content-types';
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
import { createPage, readPage, updatePage } from './api';
import { LangTexts, tabOfErrors } from './lang-texts';
import './content.css';

const FIELDS = [
  ['slug', 'page-slug'],
  ['title_vi', 'page-title_vi'],
  ['body_md_vi', 'page-body_md_vi'],
  ['title_en', 'page-title_en'],
  ['body_md_en', 'page-body_md_en'],
] as const;
const FIELD_NAMES = FIELDS.map(([name]) => name);

export function PageFormPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { slug } = useParams<{ slug?: string }>();
  const query = useAdminQuery(`content-page:${slug ?? ''}`, (signal) =>
    slug ? readPage(slug, signal) : Promise.resolve(null),
  );
  const title = slug
    ? intl.formatMessage({ id: 'content.pages.edit' })
    : intl.formatMessage({ id: 'content.pages.new' });
  usePageTitle(title);
  return (
    <section className="page">
      <p>
        <Link href={ADMIN_PATHS.content}>{intl.formatMessage({ id: 'content.pages.back' })}</Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {(saved) => (
          <PageForm
            key={saved?.slug ?? 'new'}
            saved={saved}
            onSaved={() => navigate(ADMIN_PATHS.content)}
          />
        )}
      </QueryView>
    </section>
  );
}

function PageForm({ saved, onSaved }: { saved: AdminPage | null; onSaved: () => void }) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({
    slug: saved?.slug ?? '',
    title_vi: saved?.title_vi ?? '',
    title_en: saved?.title_en ?? '',
    body_md_vi: saved?.body_md_vi ?? '',
    body_md_en: saved?.body_md_en ?? '',
  });
  const [tab, setTab] = useState<Lang>('vi');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string) => intl.formatMessage({ id });
  const set = (key: keyof typeof state) => (value: string) =>
    setState((s) => ({ ...s, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const body = { ...state, slug: state.slug.trim() || null };
      await (saved ? updatePage(saved.slug, body) : createPage(body));
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
      {saved?.linked ? (
        <p className="field__hint">
          /page/{saved.slug}: {text('content.pages.slug_linked')}
        </p>
      ) : (
        <div>
          <FormTextField
            id="page-slug"
            label={text('content.field.slug')}
            value={state.slug}
            onChange={set('slug')}
            error={errors.fields['slug']}
          />
          <p className="field__hint">{text('content.field.slug.hint')}</p>
        </div>
      )}
      <LangTexts
        tab={tab}
        onTab={setTab}
        hasErrors={(lang) =>
          Boolean(errors.fields[`title_${lang}`] ?? errors.fields[`body_md_${lang}`])
        }
        render={(lang) => (
          <>
            <FormTextField
              id={`page-title_${lang}`}
              label={text('content.field.title')}
              value={state[`title_${lang}`]}
              onChange={set(`title_${lang}`)}
              isRequired
              maxLength={MAX_CONTENT_TITLE}
              error={errors.fields[`title_${lang}`]}
            />
            <MarkdownField
              id={`page-body_md_${lang}`}
              label={text('content.field.body')}
              lang={lang}
              value={state[`body_md_${lang}`]}
              onChange={set(`body_md_${lang}`)}
              error={errors.fields[`body_md_${lang}`]}
            />
          </>
        )}
      />
      <Button type="submit" className="button" isPending={pending}>
        {text(saved ? 'common.save' : 'content.pages.create')}
      </Button>
    </form>
  );
}
