import { FormattedMessage } from 'react-intl';
import type { OutboxRow } from '../../../lib/db/schema';
import { LocalLink } from '../../../lib/i18n/routing';
import './orders.css';

/** A well-formed order link that neither the shop nor this device knows: said plainly, with a way on. */
export function OrderMissing() {
  return (
    <section className="order-missing" data-testid="order-missing">
      <h1>
        <FormattedMessage id="orders.missing.title" />
      </h1>
      <p>
        <FormattedMessage id="orders.missing.description" />
      </p>
      <LocalLink to="/collection" className="button">
        <FormattedMessage id="error.browseAll" />
      </LocalLink>
    </section>
  );
}

/**
 * An order placed with no network, still in this device's outbox: the shop does not have it yet, so
 * there is no number, status or total to show, only that it waits (or that the shop refused it).
 */
export function OrderQueued({ row }: { row: OutboxRow }) {
  const failed = row.state === 'failed';
  return (
    <section className="order-queued">
      <h1>
        <FormattedMessage id={failed ? 'orders.queued.failedTitle' : 'orders.queued.title'} />
      </h1>
      <p>
        <FormattedMessage id={failed ? 'orders.queued.failed' : 'orders.queued.description'} />
      </p>
      {failed && (
        <LocalLink to="/cart" className="button">
          <FormattedMessage id="orders.queued.review" />
        </LocalLink>
      )}
    </section>
  );
}
