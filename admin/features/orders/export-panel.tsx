/**
 * The orders of a date range as a CSV download (one row per line): the range starts as the list's
 * (or this month so far), and the file names products and colours in the member's language. The
 * request carries the member's token, so it is fetched and saved rather than followed as a link.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SHOP_TIME_ZONE } from '../../../contract/constants';
import { errorIdText, statusText } from '../../lib/error-text';
import { AdminApiError } from '../../lib/api';
import { downloadOrders } from './api';

/** Today in the shop's time zone, as YYYY-MM-DD. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());

export function ExportPanel({ from, to }: { from: string; to: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [range, setRange] = useState(() => {
    const end = to || today();
    return { from: from || `${end.slice(0, 8)}01`, to: end };
  });
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const download = async () => {
    setPending(true);
    setStatus(null);
    try {
      const name = await downloadOrders(range.from, range.to, intl.locale);
      setStatus({ ok: true, text: intl.formatMessage({ id: 'orders.export.done' }, { name }) });
    } catch (error) {
      const ids = error instanceof AdminApiError ? Object.values(error.errors).flat() : [];
      setStatus({
        ok: false,
        text: ids[0] ? errorIdText(intl, ids[0]) : statusText(intl, error),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <fieldset className="orders-export">
      <legend>{text('orders.export.title')}</legend>
      <div className="orders-export__row">
        {(['from', 'to'] as const).map((key) => (
          <div className="field" key={key}>
            <label className="field__label" htmlFor={`orders-export-${key}`}>
              {text(`orders.export.${key}`)}
            </label>
            <input
              id={`orders-export-${key}`}
              className="field__input"
              type="date"
              required
              value={range[key]}
              onChange={(event) => setRange({ ...range, [key]: event.target.value })}
            />
          </div>
        ))}
        <Button
          className="button"
          isPending={pending}
          isDisabled={!range.from || !range.to}
          onPress={() => void download()}
        >
          {text('orders.export.submit')}
        </Button>
      </div>
      <p className={status?.ok === false ? 'field__error' : 'notice-line'} role="status">
        {status?.text ?? ''}
      </p>
    </fieldset>
  );
}
