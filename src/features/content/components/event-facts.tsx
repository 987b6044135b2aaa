import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreEvent } from '../../../../contract/types';
import { evenSpaces } from '../../../lib/i18n/even-spaces';
import { eventStatus } from '../event-status';

/** When and where, with a badge saying whether the event is coming up, on now or over. */
export function EventFacts({ event }: { event: StoreEvent }) {
  const intl = useIntl();
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  const status = eventStatus(event.starts_at, event.ends_at);
  return (
    <div className="event-facts">
      <p className={`event-facts__status event-facts__status--${status}`}>
        <FormattedMessage id={`event.status.${status}`} />
      </p>
      <dl className="event-facts__list">
        <div>
          <dt>
            <FormattedMessage id="event.when" />
          </dt>
          <dd>
            <time dateTime={event.starts_at}>
              {evenSpaces(intl.formatDate(starts, { dateStyle: 'full' }))}
            </time>
            {' – '}
            <time dateTime={event.ends_at}>
              {evenSpaces(intl.formatDate(ends, { dateStyle: 'full' }))}
            </time>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="event.where" />
          </dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
    </div>
  );
}
