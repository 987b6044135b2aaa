/**
 * The mails queued for an order (the outbox rows): what, to whom, its subject, whether it went out
 * (and when), or why not yet (its last error). A failed mail is the shop's to follow up by hand.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { OrderMail } from '../../../contract/admin/order-types';
import { columnsFor, DataTable } from '../../ui/data-table';

const column = columnsFor<OrderMail>();

export function OrderMails({ mails }: { mails: OrderMail[] }) {
  const intl = useIntl();
  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const when = (at: string | null) =>
      at ? intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' }) : '';
    return column.columns([
      column.accessor('kind', {
        header: text('orders.mail.kind'),
        cell: (info) => {
          const id = `orders.mail.kind.${info.getValue()}`;
          return id in intl.messages ? text(id) : info.getValue();
        },
      }),
      column.accessor('to', { header: text('orders.mail.to') }),
      column.accessor('subject', { header: text('orders.mail.subject') }),
      column.accessor('status', {
        header: text('orders.mail.status'),
        cell: ({ row }) => (
          <span>
            {text(`orders.mail.status.${row.original.status}`)}
            {row.original.last_error && (
              <span className="order-muted"> ({row.original.last_error})</span>
            )}
          </span>
        ),
      }),
      column.accessor('created_at', {
        header: text('orders.mail.created'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('sent_at', {
        header: text('orders.mail.sent'),
        cell: (info) => when(info.getValue()),
      }),
    ]);
  }, [intl]);
  return (
    <DataTable
      caption={intl.formatMessage({ id: 'orders.mails' })}
      hideCaption
      columns={columns}
      data={mails}
      rowId={(mail) => mail.id}
      empty={intl.formatMessage({ id: 'orders.mails.none' })}
    />
  );
}
