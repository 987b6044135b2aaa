/**
 * Content pages: each page's titles, its storefront address and when it was last saved; editing and
 * deleting it. The pages the storefront's footer links to say so, and offer no delete (the API
 * refuses it: every screen's footer would lead to a 404).
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminPageRow } from '../../../contract/admin/content-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { deletePage, listPages } from './api';
import { ConfirmDelete } from './confirm-delete';
import { ContentNav } from './content-nav';
import '../../../src/ui/link-button.css';

const column = columnsFor<AdminPageRow>();

export function PagesPage() {
  const intl = useIntl();
  const query = useAdminQuery('content-pages', listPages);
  const title = intl.formatMessage({ id: 'content.pages.title' });
  usePageTitle(title);
  const { setData } = query;

  const columns = useMemo(() => {
    const text = (id: string, values?: Record<string, string>) =>
      intl.formatMessage({ id }, values);
    const en = intl.locale === 'en';
    return column.columns([
      column.display({
        id: 'title',
        header: text('content.field.title'),
        cell: ({ row: { original: p } }) => (
          <div className="content-name">
            <Link href={pathTo(ADMIN_PATHS.contentPage, { slug: p.slug })}>
              {en ? p.title_en : p.title_vi}
            </Link>
            <span className="content-name__other">{en ? p.title_vi : p.title_en}</span>
            <span className="content-name__other">/page/{p.slug}</span>
          </div>
        ),
      }),
      column.display({
        id: 'updated',
        header: text('content.pages.updated'),
        cell: ({ row }) =>
          intl.formatDate(row.original.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      column.display({
        id: 'actions',
        header: text('content.actions'),
        cell: ({ row: { original: p } }) => {
          const name = en ? p.title_en : p.title_vi;
          return (
            <div className="cell-control cell-control--row">
              <Link
                className="link-button"
                href={pathTo(ADMIN_PATHS.contentPage, { slug: p.slug })}
                aria-label={text('content.edit_named', { name })}
              >
                {text('content.edit')}
              </Link>
              {p.linked ? (
                <span className="content-name__other">{text('content.pages.linked')}</span>
              ) : (
                <ConfirmDelete
                  name={name}
                  detail={text('content.pages.delete.detail')}
                  remove={() => deletePage(p.slug)}
                  onDeleted={() => setData((list) => list?.filter((x) => x.slug !== p.slug))}
                />
              )}
            </div>
          );
        },
      }),
    ]);
  }, [intl, setData]);

  return (
    <section className="page">
      <div className="page__head">
        <h1>{title}</h1>
        <Link href={ADMIN_PATHS.contentPageNew} className="button">
          {intl.formatMessage({ id: 'content.pages.new' })}
        </Link>
      </div>
      <ContentNav current={ADMIN_PATHS.content} />
      <QueryView query={query}>
        {(list) => (
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            data={list}
            rowId={(p) => p.slug}
            empty={intl.formatMessage({ id: 'content.pages.empty' })}
          />
        )}
      </QueryView>
    </section>
  );
}
