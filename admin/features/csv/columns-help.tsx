/**
 * The CSV's columns explained on the screen (the list, contract/admin/csv-format.ts), with the
 * current catalog to download as a worked example: the surest way to a good file is to edit that one.
 */
import { useIntl } from 'react-intl';
import { CSV_COLUMNS } from '../../../contract/admin/csv-format';
import { COLORS } from '../../../contract/constants';
import { ExportButton } from './export-button';

export function ColumnsHelp() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section className="csv-panel" aria-labelledby="columns-title">
      <h2 id="columns-title">{text('csv.columns.title')}</h2>
      <p>{text('csv.columns.lead')}</p>
      <ExportButton label={text('csv.columns.example')} ghost />
      <dl className="csv-columns">
        {CSV_COLUMNS.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>
              {intl.formatMessage({ id: `csv.column.${name}` }, { colors: COLORS.join(', ') })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="notice-line">{text('csv.columns.matching')}</p>
    </section>
  );
}
