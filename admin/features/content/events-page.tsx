/**
 * Events: coming and running ones first (soonest first), then past ones (latest first), each with its
 * titles, place, when (on the shop's clock) and how many products it features; editing and deleting.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { SHOP_TIME_ZONE } from '../../../contract/constants';
import type { AdminEventRow } from '../../../contract/admin/content-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { deleteEvent, listEvents } from './api';
import { ConfirmDelete } from './confirm-delete';
import { ContentNav } from './content-nav';
import '../../../src/ui/link-button.css';

const column = columnsFor<AdminEventRow>();

export function EventsPage() {
  const intl = useIntl();
  const query = useAdminQuery('content-events', listEvents);
  const title = intl.formatMessage({ id: 'content.events.title' });
  usePageTitle(title);
  const { setData } = query;
  // When the screen opened: an event over by then is marked past.
  const [now] = useState(() => Date.now());

  const columns = useMemo(() => {
    const text = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const en = intl.locale === 'en';
    const when = (iso: string) =>
      intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
    return column.columns([
      column.display({
        id: 'title',
        header: text('content.field.title'),
        cell: ({ row: { original: e } }) => (
          <div className="content-name">
            <Link href={pathTo(ADMIN_PATHS.contentEvent, { slug: e.slug })}>
              {en ? e.title_en : e.title_vi}
            </Link>
            <span className="content-name__other">{en ? e.location_en : e.location_vi}</span>
            {Date.parse(e.ends_at) < now && (
              <span className="badge">{text('content.events.past')}</span>
            )}
          </div>
        ),
      }),
      column.display({
        id: 'when',
        header: text('content.events.when'),
        cell: ({ row: { original: e } }) => `${when(e.starts_at)} – ${when(e.ends_at)}`,
      }),
      column.display({
        id: 'products',
        header: text('content.events.products'),
        cell: ({ row }) => intl.formatNumber(row.original.product_count),
      }),
      column.display({
        id: 'actions',
        header: text('content.actions'),
        cell: ({ row: { original: e } }) => {
          const name = en ? e.title_en : e.title_vi;
          return (
            <div className="cell-control cell-control--row">
              <Link
                className="link-button"
                href={pathTo(ADMIN_PATHS.contentEvent, { slug: e.slug })}
                aria-label={text('content.edit_named', { name })}
              >
                {text('content.edit')}
              </Link>
              <ConfirmDelete
                name={name}
                detail={text('content.events.delete.detail')}
                remove={() => deleteEvent(e.slug)}
                onDeleted={() => setData((list) => list?.filter((x) => x.slug !== e.slug))}
              />
            </div>
          );
        },
      }),
    ]);
  }, [intl, setData, now]);

  return (
    <section className="page">
      <div className="page__head">
        <h1>{title}</h1>
        <Link href={ADMIN_PATHS.contentEventNew} className="button">
          {intl.formatMessage({ id: 'content.events.new' })}
        </Link>
      </div>
      <ContentNav current={ADMIN_PATHS.contentEvents} />
      <QueryView query={query}>
        {(list) => (
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            data={list}
            rowId={(e) => e.slug}
            empty={intl.formatMessage({ id: 'content.events.empty' })}
          />
        )}
      </QueryView>
    </section>
  );
}
