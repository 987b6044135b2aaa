import { useLiveQuery } from 'dexie-react-hooks';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';
import { useOnline } from '../../../lib/online-status';
import { readWaitingOrders } from '../store';
import './outbox.css';

/**
 * While orders wait in the outbox: 'will be sent when you are back online' (or 'sending' once online),
 * with a link to its checkout (which shows it pending, then follows it to its confirmation). One polite live region that stays mounted, so each change is read once.
 */
export function OutboxNotice() {
  const intl = useIntl();
  const online = useOnline();
  const waiting = useLiveQuery(() => readWaitingOrders().catch(() => []), []) ?? [];
  const first = waiting[0];
  return (
    <div className="outbox-notice" role="status">
      {first && (
        <p className="outbox-notice__pill">
          <span>
            {online
              ? intl.formatMessage({ id: 'outbox.sending' }, { count: waiting.length })
              : intl.formatMessage({ id: 'outbox.waiting' }, { count: waiting.length })}
          </span>
          {waiting.length === 1 && (
            <LocalLink to={`/checkout/${first.token}`} className="outbox-notice__link">
              {intl.formatMessage({ id: 'outbox.view' })}
            </LocalLink>
          )}
        </p>
      )}
    </div>
  );
}
