/**
 * A table of rows on TanStack Table, which is headless: it gives the rows, columns and cells, and the
 * markup, styles and keyboard behaviour are ours. On a wide screen a real table (a caption, column
 * headers, one row per item); under 40rem each row becomes a card whose cells carry their column's
 * name (data-label), so a phone reads it without scrolling sideways. Paging, sorting and filtering are
 * the server's (the screen passes a page of rows), so the table needs none of the library's features.
 * Keep `columns` stable (module scope or useMemo): the library derives its rows again when it changes.
 */
import { Fragment, type ReactNode } from 'react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import './data-table.css';

const features = tableFeatures({});
export type TableCore = typeof features;
export type Columns<T extends RowData> = TableOptions<TableCore, T>['columns'];

/** The helper a screen writes its columns with (`columnsFor<StaffMember>().accessor('email', …)`). */
export const columnsFor = <T extends RowData>() => createColumnHelper<TableCore, T>();

interface DataTableProps<T extends RowData> {
  caption: string;
  /** Read by screen readers, hidden on screen (the page's heading already says it). */
  hideCaption?: boolean;
  columns: Columns<T>;
  data: T[];
  rowId: (row: T) => string;
  /** Shown instead of the rows when there are none. */
  empty: string;
  /** A row's details under it (across every column), or null while they are closed. */
  detail?: (row: T) => ReactNode;
}

export function DataTable<T extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  rowId,
  empty,
  detail,
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: (row) => rowId(row) });
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const label = (id: string) => {
    const header = headers.find((h) => h.column.id === id)?.column.columnDef.header;
    return typeof header === 'string' ? header : '';
  };
  return (
    <div className="data-table">
      <table>
        <caption className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const more = detail?.(row.original);
            return (
              <Fragment key={row.id}>
                <tr>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-label={label(cell.column.id)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {more ? (
                  <tr className="data-table__detail">
                    <td colSpan={headers.length}>{more}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {data.length === 0 && <p className="data-table__empty">{empty}</p>}
    </div>
  );
}
