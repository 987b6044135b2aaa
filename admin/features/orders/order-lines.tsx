/**
 * An order's lines as bought: the picture of the colour bought (the line's own snapshot, as the
 * shopper's order page shows it), the product's name in the member's language, the colour's name
 * (the products area's colour texts), size, quantity, unit price and line total.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrderLine } from '../../../contract/admin/order-types';
import { Img } from '../../../src/ui/img';
import { columnsFor, DataTable } from '../../ui/data-table';
import { moneyText } from '../../lib/money';

const column = columnsFor<AdminOrderLine>();

export function OrderLines({ lines, currency }: { lines: AdminOrderLine[]; currency: string }) {
  const intl = useIntl();
  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const money = (minor: number) => moneyText(intl, minor, currency);
    return column.columns([
      column.accessor('image', {
        header: text('orders.line.picture'),
        cell: (info) => {
          const image = info.getValue();
          return image ? (
            <span className="order-line-thumb">
              <Img image={{ ...image, alt: '' }} sizes="48px" />
            </span>
          ) : null;
        },
      }),
      column.accessor('product_name', { header: text('orders.line.product') }),
      column.accessor('color', {
        header: text('orders.line.color'),
        cell: (info) => text(`products.color.${info.getValue()}`),
      }),
      column.accessor('size', { header: text('orders.line.size') }),
      column.accessor('quantity', { header: text('orders.line.quantity') }),
      column.accessor('unit_price', {
        header: text('orders.line.unit_price'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('line_total', {
        header: text('orders.line.total'),
        cell: (info) => money(info.getValue()),
      }),
    ]);
  }, [intl, currency]);
  return (
    <DataTable
      caption={intl.formatMessage({ id: 'orders.lines' })}
      columns={columns}
      data={lines}
      rowId={(line) => `${line.variant_id}:${line.size}`}
      empty=""
    />
  );
}
