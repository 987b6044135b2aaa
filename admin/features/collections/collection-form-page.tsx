/**
 * A collection's form, new (`/collections/new`) or saved (`/collections/:id`). The tree is read whole
 * (the API has no one-collection read, and the parent's choices need it anyway). Saving goes back to
 * the tree, where the collection shows in its place.
 */
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { listCollections } from './api';
import { CollectionForm } from './collection-form';
import './collections.css';

export function CollectionFormPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { id } = useParams<{ id?: string }>();
  const query = useAdminQuery('collections', listCollections);
  const saved = id ? query.data?.find((c) => c.id === id) : undefined;
  const name = saved && (intl.locale === 'en' ? saved.name_en : saved.name_vi);
  const title = id
    ? intl.formatMessage({ id: 'collections.edit.title' }, { name: name ?? '' })
    : intl.formatMessage({ id: 'collections.new' });
  usePageTitle(title);

  return (
    <section className="page">
      <p>
        <Link href={ADMIN_PATHS.collections}>{intl.formatMessage({ id: 'collections.back' })}</Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {(list) =>
          id && !saved ? (
            <p className="notice-line">{intl.formatMessage({ id: 'errors.not_found' })}</p>
          ) : (
            <CollectionForm
              key={saved?.id ?? 'new'}
              list={list}
              saved={saved ?? null}
              onSaved={() => navigate(ADMIN_PATHS.collections)}
            />
          )
        }
      </QueryView>
    </section>
  );
}
