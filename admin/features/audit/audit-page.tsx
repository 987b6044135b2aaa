/**
 * The audit log (the owner's): every staff write, newest first, 50 a page, filtered by member,
 * action, kind of entity and days (audit-filters.tsx). The page and the filters live in the URL
 * (`?page=2&entity=staff&from=2026-11-01`), so a reload, the back button or a shared link show the
 * same rows. Each row opens to its before and after.
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { AuditEntry } from '../../../contract/admin/types';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import {
  AUDIT_PER_PAGE,
  FILTER_KEYS,
  NO_FILTERS,
  readAudit,
  readMembers,
  type AuditFilters,
} from './api';
import { AuditFiltersForm, labelOf } from './audit-filters';
import { AuditDiff } from './audit-diff';
import '../../../src/ui/link-button.css';
import './audit.css';

const column = columnsFor<AuditEntry>();

const listPath = (page: number, filters: AuditFilters) => {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  const search = query.toString();
  return search ? `/audit?${search}` : '/audit';
};

export function AuditPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters: AuditFilters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  const query = useAdminQuery(`audit:${page}:${JSON.stringify(filters)}`, (signal) =>
    readAudit(page, filters, signal),
  );
  const members = useAdminQuery('audit:members', readMembers);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const title = intl.formatMessage({ id: 'audit.title' });
  usePageTitle(title);

  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const named = (prefix: string, value: string) => labelOf(intl, prefix, value);
    const toggle = (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    return column.columns([
      column.accessor('at', {
        header: text('audit.at'),
        cell: (info) =>
          intl.formatDate(info.getValue(), { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      column.accessor('staff_email', { header: text('audit.who') }),
      column.accessor('action', {
        header: text('audit.action'),
        cell: (info) => named('audit.action', info.getValue()),
      }),
      column.accessor('entity', {
        header: text('audit.entity'),
        cell: (info) => {
          const id = info.row.original.entity_id;
          return `${named('audit.entity', info.getValue())}${id ? ` · ${id}` : ''}`;
        },
      }),
      column.display({
        id: 'details',
        header: text('audit.details'),
        cell: ({ row }) => {
          const { id, before, after } = row.original;
          if (before === null && after === null) return '—';
          return (
            <Button className="link-button" aria-expanded={open.has(id)} onPress={() => toggle(id)}>
              {text(open.has(id) ? 'audit.hide' : 'audit.show')}
            </Button>
          );
        },
      }),
    ]);
  }, [intl, open]);

  return (
    <section className="page">
      <h1>{title}</h1>
      <AuditFiltersForm
        filters={filters}
        members={members.data ?? []}
        onChange={(next) => navigate(listPath(1, next))}
      />
      <QueryView query={query}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / AUDIT_PER_PAGE));
          return (
            <>
              <DataTable
                caption={title}
                hideCaption
                columns={columns}
                data={data.items}
                rowId={(entry) => entry.id}
                empty={intl.formatMessage({ id: 'audit.empty' })}
                detail={(entry) =>
                  open.has(entry.id) ? (
                    <AuditDiff before={entry.before} after={entry.after} />
                  ) : null
                }
              />
              <Pager
                page={data.page}
                pages={pages}
                hrefOf={(to) => listPath(to, filters)}
                label={intl.formatMessage({ id: 'common.pages' })}
                previousLabel={intl.formatMessage({ id: 'common.previous' })}
                nextLabel={intl.formatMessage({ id: 'common.next' })}
                positionLabel={intl.formatMessage(
                  { id: 'common.page_of' },
                  { page: data.page, pages },
                )}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
