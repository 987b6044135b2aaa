/**
 * The catalog's CSV (`/catalog/csv`): export it, import one (a dry run first), and what each column
 * holds. The same import and export as `npm run catalog`, on the server.
 */
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/use-page-title';
import { ColumnsHelp } from './columns-help';
import { ExportButton } from './export-button';
import { ImportPanel } from './import-panel';
import './csv.css';

export function CsvPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const title = text('csv.title');
  usePageTitle(title);
  return (
    <section className="page csv-page">
      <h1>{title}</h1>
      <p className="page__lead">{text('csv.lead')}</p>
      <section className="csv-panel" aria-labelledby="export-title">
        <h2 id="export-title">{text('csv.export.title')}</h2>
        <p className="notice-line">{text('csv.export.lead')}</p>
        <ExportButton label={text('csv.export.button')} />
      </section>
      <ImportPanel />
      <ColumnsHelp />
    </section>
  );
}
