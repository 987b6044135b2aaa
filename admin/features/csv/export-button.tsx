/**
 * Downloads the catalog as a CSV, one row per variant (the file the import reads, so also its
 * example). The request carries the member's token, so it is fetched and saved as a file rather than
 * followed as a link; the button waits while it comes and says what went wrong if it fails.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { statusText } from '../../lib/error-text';
import { downloadCatalog } from './api';

export function ExportButton({ label, ghost = false }: { label: string; ghost?: boolean }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const download = async () => {
    setPending(true);
    setStatus(null);
    try {
      const name = await downloadCatalog();
      setStatus({ ok: true, text: intl.formatMessage({ id: 'csv.export.done' }, { name }) });
    } catch (error) {
      setStatus({ ok: false, text: statusText(intl, error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="cell-control">
      <Button
        className={ghost ? 'button button--ghost' : 'button'}
        isPending={pending}
        onPress={() => void download()}
      >
        {label}
      </Button>
      <span className={status?.ok === false ? 'field__error' : 'notice-line'} role="status">
        {status?.text ?? ''}
      </span>
    </div>
  );
}
