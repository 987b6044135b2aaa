/**
 * What an import would do (a dry run) or did: rows read, products and variants new, changed and
 * unchanged, pictures added; and every problem, by line and column, with what the cell held and the
 * other line it disagrees with. A file with problems was not imported, not even in part.
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ImportProblem, ImportReport } from '../../../contract/admin/csv-types';
import { errorIdText } from '../../lib/error-text';
import { columnsFor, DataTable } from '../../ui/data-table';
import { FormAlert } from '../../ui/form-alert';

const column = columnsFor<ImportProblem & { key: string }>();

/** Problems drawn at first: a file's worth of one mistake repeats it on every line. */
const FIRST_PROBLEMS = 200;

export function ImportReportView({ report }: { report: ImportReport }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [all, setAll] = useState(false);
  const problems = useMemo(
    () =>
      report.problems
        .slice(0, all ? undefined : FIRST_PROBLEMS)
        .map((p, i) => ({ ...p, key: String(i) })),
    [report.problems, all],
  );
  const columns = useMemo(() => {
    const say = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    return column.columns([
      column.accessor('line', {
        header: say('csv.problems.line'),
        cell: (info) => info.getValue() ?? say('csv.problems.whole_file'),
      }),
      column.accessor('column', {
        header: say('csv.problems.column'),
        cell: (info) => (info.getValue() ? <code>{info.getValue()}</code> : '—'),
      }),
      column.accessor('message', {
        header: say('csv.problems.message'),
        cell: (info) => errorIdText(intl, info.getValue()),
      }),
      column.accessor('value', {
        header: say('csv.problems.value'),
        cell: (info) => (info.getValue() ? <code>{info.getValue()}</code> : ''),
      }),
      column.accessor('other_line', {
        header: say('csv.problems.other_line'),
        cell: (info) => {
          const line = info.getValue();
          return line === null ? '' : say('csv.problems.see_line', { line });
        },
      }),
    ]);
  }, [intl]);

  const tally = (t: ImportReport['products']) =>
    text('csv.report.tally', { created: t.created, updated: t.updated, unchanged: t.unchanged });
  const outcome = report.applied
    ? { tone: 'ok' as const, id: 'csv.report.applied' }
    : report.problems_total > 0
      ? {
          tone: 'error' as const,
          id: report.dry_run ? 'csv.report.problems' : 'csv.errors.has_problems',
        }
      : { tone: 'ok' as const, id: 'csv.report.clean' };

  return (
    <section className="csv-report" aria-labelledby="report-title">
      <h3 id="report-title">
        {text(report.dry_run ? 'csv.report.dry_title' : 'csv.report.title')}
      </h3>
      <FormAlert
        tone={outcome.tone}
        messages={[text(outcome.id, { count: report.problems_total })]}
      />
      <dl className="csv-counts">
        <div>
          <dt>{text('csv.report.rows')}</dt>
          <dd>{intl.formatNumber(report.rows)}</dd>
        </div>
        <div>
          <dt>{text('csv.report.products')}</dt>
          <dd>{tally(report.products)}</dd>
        </div>
        <div>
          <dt>{text('csv.report.variants')}</dt>
          <dd>{tally(report.variants)}</dd>
        </div>
        <div>
          <dt>{text('csv.report.pictures')}</dt>
          <dd>{intl.formatNumber(report.pictures_added)}</dd>
        </div>
      </dl>
      {report.problems_total > 0 && (
        <>
          <DataTable
            caption={text('csv.problems.title', { count: report.problems_total })}
            columns={columns}
            data={problems}
            rowId={(p) => p.key}
            empty=""
          />
          {problems.length < report.problems_total && (
            <p className="notice-line">
              {text('csv.problems.cut', { shown: problems.length, total: report.problems_total })}{' '}
              {problems.length < report.problems.length && (
                <Button className="link-button" onPress={() => setAll(true)}>
                  {text('csv.problems.show_all', { count: report.problems.length })}
                </Button>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
