/**
 * Where an import stands while it runs: the upload's progress (a bar, and the percentage in words for
 * screen readers), then a busy state while the server reads the file. Announced as it changes.
 */
import { useIntl } from 'react-intl';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; dryRun: boolean; fraction: number | null }
  | { kind: 'working'; dryRun: boolean };

export function ImportProgressView({ phase }: { phase: Phase }) {
  const intl = useIntl();
  return (
    <div className="csv-progress" role="status" aria-live="polite">
      {phase.kind === 'uploading' && (
        <>
          <label htmlFor="import-progress">
            {phase.fraction === null
              ? intl.formatMessage({ id: 'csv.progress.sending' })
              : intl.formatMessage(
                  { id: 'csv.progress.sent' },
                  { done: intl.formatNumber(phase.fraction, { style: 'percent' }) },
                )}
          </label>
          <progress id="import-progress" max={1} value={phase.fraction ?? undefined} />
        </>
      )}
      {phase.kind === 'working' && (
        <p className="csv-progress__working" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {intl.formatMessage({
            id: phase.dryRun ? 'csv.progress.checking' : 'csv.progress.importing',
          })}
        </p>
      )}
    </div>
  );
}
