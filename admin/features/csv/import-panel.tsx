/**
 * Importing the catalog from a CSV (and an optional zip of the pictures it names), in two steps: a dry
 * run that changes nothing and lists every problem with its line and column, then the real import,
 * offered only when the dry run of these very files found none (choosing another file asks for a new
 * dry run). While the files go up a progress bar shows how far; then the server reads every row, which
 * for a big file takes a while, and the screen says it is working. The real import applies all rows or
 * none: if the shop changed since the dry run and the server refuses the file, its problems show the
 * same way and nothing was imported.
 */
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_CSV_BYTES, MAX_ZIP_BYTES } from '../../../contract/admin/csv-format';
import type { ImportReport } from '../../../contract/admin/csv-types';
import { AdminApiError } from '../../lib/api';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { sendImport } from './api';
import { FileField } from './file-field';
import { ImportReportView } from './import-report';
import { ImportProgressView, type Phase } from './import-progress';

const FIELDS = [
  ['file', 'import-file'],
  ['zip', 'import-zip'],
] as const;

export function ImportPanel() {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  // A new key empties the file inputs after an import (a file input's value cannot be set).
  const [round, setRound] = useState(0);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string) => intl.formatMessage({ id });
  const busy = phase.kind !== 'idle';

  const choose = (set: (file: File | null) => void) => (file: File | null) => {
    set(file);
    // Another file: what the last dry run said is no longer about it.
    setReport(null);
    setErrors(NO_ERRORS);
  };

  /** What the server would refuse anyway, said before sending megabytes. */
  function check(): SubmitErrors['fields'] {
    const fields: SubmitErrors['fields'] = {};
    if (!csv) fields.file = text('csv.errors.file_required');
    else if (csv.size > MAX_CSV_BYTES) fields.file = text('csv.errors.too_large');
    if (zip && zip.size > MAX_ZIP_BYTES) fields.zip = text('csv.errors.too_large');
    return fields;
  }

  const run = async (dryRun: boolean) => {
    if (busy) return;
    const fields = check();
    if (!csv || Object.keys(fields).length) {
      setErrors({ fields, form: [] });
      return;
    }
    setErrors(NO_ERRORS);
    setPhase({ kind: 'uploading', dryRun, fraction: 0 });
    try {
      const answer = await sendImport({ csv, zip }, dryRun, {
        onUpload: (fraction) => setPhase({ kind: 'uploading', dryRun, fraction }),
        onSent: () => setPhase({ kind: 'working', dryRun }),
      });
      setReport(answer);
      if (answer.applied) {
        setCsv(null);
        setZip(null);
        setRound((n) => n + 1);
      }
    } catch (error) {
      setErrors(
        error instanceof AdminApiError && error.status === 413
          ? { fields: {}, form: [text('csv.errors.too_large')] }
          : toErrors(error, ['file', 'zip']),
      );
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const clean = report?.dry_run === true && report.problems_total === 0;
  return (
    <section className="csv-panel" aria-labelledby="import-title">
      <h2 id="import-title">{text('csv.import.title')}</h2>
      <p className="notice-line">{text('csv.import.lead')}</p>
      <form
        className="form csv-import"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <FormAlert ref={alert} messages={errors.form} />
        <FileField
          key={`file-${round}`}
          id="import-file"
          label={text('csv.import.file')}
          hint={text('csv.import.file_hint')}
          accept=".csv,text/csv"
          disabled={busy}
          onChange={choose(setCsv)}
          error={errors.fields.file}
        />
        <FileField
          key={`zip-${round}`}
          id="import-zip"
          label={text('csv.import.zip')}
          hint={text('csv.import.zip_hint')}
          accept=".zip,application/zip"
          disabled={busy}
          onChange={choose(setZip)}
          error={errors.fields.zip}
        />
        <div className="actions">
          <Button
            type="submit"
            className={clean ? 'button button--ghost' : 'button'}
            isDisabled={busy}
          >
            {text('csv.import.check')}
          </Button>
          {clean && (
            <Button className="button" isDisabled={busy} onPress={() => void run(false)}>
              {text('csv.import.run')}
            </Button>
          )}
        </div>
      </form>
      <ImportProgressView phase={phase} />
      {report && !busy && <ImportReportView report={report} />}
    </section>
  );
}
