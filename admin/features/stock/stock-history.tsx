/**
 * A variant's stock history, newest first, a page at a time: when, who, the change (+5, −2), the stock
 * after it, why, and the note. Orders and cancellations do not write here (they move stock on their
 * own), so the history says what people did by hand, and what a CSV import set.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StockHistory, StockMovement } from '../../../contract/admin/catalog-types';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';

const column = columnsFor<StockMovement>();

interface StockHistoryTableProps {
  history: StockHistory;
  hrefOf: (page: number) => string;
}

export function StockHistoryTable({ history, hrefOf }: StockHistoryTableProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stock.history.title' });
  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('at', {
        header: text('stock.history.at'),
        cell: (info) =>
          intl.formatDate(info.getValue(), { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      column.accessor('staff_email', {
        header: text('stock.history.who'),
        cell: (info) => info.getValue() ?? text('stock.history.who_gone'),
      }),
      column.accessor('delta', {
        header: text('stock.history.change'),
        cell: (info) => (
          <span className={info.getValue() < 0 ? 'stock-delta stock-delta--down' : 'stock-delta'}>
            {intl.formatNumber(info.getValue(), { signDisplay: 'exceptZero' })}
          </span>
        ),
      }),
      column.accessor('stock_after', {
        header: text('stock.history.after'),
        cell: (info) => intl.formatNumber(info.getValue()),
      }),
      column.accessor('reason', {
        header: text('stock.history.reason'),
        cell: (info) => text(`stock.reason.${info.getValue()}`),
      }),
      column.accessor('note', {
        header: text('stock.history.note'),
        cell: (info) => info.getValue() ?? '',
      }),
    ]);
  }, [intl]);
  const pages = Math.max(1, Math.ceil(history.total / history.per_page));

  return (
    <section className="stock-history" aria-labelledby="history-title">
      <h2 id="history-title">{title}</h2>
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        data={history.items}
        rowId={(movement) => movement.id}
        empty={intl.formatMessage({ id: 'stock.history.empty' })}
      />
      <Pager
        page={history.page}
        pages={pages}
        hrefOf={hrefOf}
        label={intl.formatMessage({ id: 'common.pages' })}
        previousLabel={intl.formatMessage({ id: 'common.previous' })}
        nextLabel={intl.formatMessage({ id: 'common.next' })}
        positionLabel={intl.formatMessage({ id: 'common.page_of' }, { page: history.page, pages })}
      />
    </section>
  );
}
