import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { Problem } from '../../../../contract/types';
import { useFormatMoney } from '../../../lib/i18n/money';
import type { Summary } from '../summary';
import { useWide } from '../use-wide';
import { OfflineNote, SummaryAmounts } from './summary-amounts';
import { SummaryLines } from './summary-lines';

interface OrderSummaryProps {
  summary: Summary;
  problems: Map<string, Problem[]>;
  offline: boolean;
  /** The discount code field, placed between the lines and the amounts. */
  discount: ReactNode;
  /** Something inside needs the shopper's eye (a refused code): open on phones too. */
  forceOpen?: boolean;
}

/**
 * The order beside the form: in view all the time on wide screens (it sticks as the form scrolls),
 * folded into a disclosure on phones, its button carrying the total so the form stays first.
 */
export function OrderSummary({
  summary,
  problems,
  offline,
  discount,
  forceOpen,
}: OrderSummaryProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const title = intl.formatMessage({ id: 'checkout.summary.title' });
  const body = (
    <>
      <SummaryLines lines={summary.lines} problems={problems} />
      {discount}
      <SummaryAmounts summary={summary} offline={offline} />
      {/* Folded above the form on phones, a note growing the panel would push the form down. */}
      {offline && wide && <OfflineNote />}
    </>
  );
  if (wide) {
    return (
      <section className="order-summary" aria-labelledby={headingId}>
        <h2 id={headingId} className="order-summary__title">
          {title}
        </h2>
        {body}
      </section>
    );
  }
  const amount = summary.total ?? summary.subtotal;
  return (
    <Disclosure
      className="order-summary"
      isExpanded={open || forceOpen === true}
      onExpandedChange={setOpen}
    >
      <Heading level={2} className="order-summary__title">
        <Button slot="trigger" className="order-summary__trigger">
          <span>{title}</span>
          <span className="order-summary__chevron" aria-hidden="true" />
          <strong className="order-summary__amount">{formatMoney(amount)}</strong>
        </Button>
      </Heading>
      <DisclosurePanel className="order-summary__panel">{body}</DisclosurePanel>
    </Disclosure>
  );
}
