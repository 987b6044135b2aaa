import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { Problem } from '../../../../contract/types';
import { useFormatMoney } from '../../../lib/i18n/money';
import { sizeName } from '../../../lib/i18n/size-name';
import { Img } from '../../../ui/img';
import type { SummaryLine } from '../summary';
import '../../../ui/link-button.css';

/** What the shopper can do about a line's problem (the page hands in the cart's own actions). */
export interface LineActions {
  setQuantity: (variantId: string, quantity: number) => void;
  remove: (variantId: string) => void;
}

interface SummaryLinesProps {
  lines: SummaryLine[];
  problems: Map<string, Problem[]>;
  actions?: LineActions | undefined;
}

/** The order's lines, each with what changed on the server (out of stock, only N left, a new price). */
export function SummaryLines({ lines, problems, actions }: SummaryLinesProps) {
  const intl = useIntl();
  return (
    <ul className="summary-lines" aria-label={intl.formatMessage({ id: 'checkout.summary.lines' })}>
      {lines.map((line) => (
        <LineItem
          key={line.variantId}
          line={line}
          problems={problems.get(line.variantId) ?? []}
          actions={actions}
        />
      ))}
    </ul>
  );
}

function LineItem({
  line,
  problems,
  actions,
}: {
  line: SummaryLine;
  problems: Problem[];
  actions?: LineActions | undefined;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const nameId = useId();
  const problemText = (p: Problem) =>
    intl.formatMessage(
      { id: `checkout.problem.${p.code}` },
      { count: p.available ?? 0, price: formatMoney(p.price ?? line.unitPrice) },
    );
  // Fewer left: the quantity can come down to what is there; none left: the line can only go.
  const left = problems.find((p) => p.code === 'insufficient_stock')?.available ?? 0;
  const gone = problems.some((p) => p.code !== 'price_changed') && left === 0;
  return (
    <li className="summary-line" data-variant-id={line.variantId}>
      <div className="summary-line__media">
        <Img image={{ ...line.image, alt: '' }} sizes="64px" />
        <span className="summary-line__badge" aria-hidden="true">
          {line.quantity}
        </span>
      </div>
      <div className="summary-line__body">
        <p className="summary-line__name" id={nameId}>
          {line.name}
        </p>
        <p className="summary-line__options">
          {intl.formatMessage({ id: `color.${line.color}` })} / {sizeName(intl, line.size)}
          <span className="visually-hidden">
            {', '}
            {intl.formatMessage({ id: 'checkout.summary.quantity' }, { count: line.quantity })}
          </span>
        </p>
        {problems.map((p) => (
          <p key={p.code} className="summary-line__problem">
            {problemText(p)}
          </p>
        ))}
        {actions && left > 0 && (
          <Button
            className="link-button"
            aria-describedby={nameId}
            onPress={() => actions.setQuantity(line.variantId, left)}
          >
            {intl.formatMessage({ id: 'checkout.problem.setQuantity' }, { count: left })}
          </Button>
        )}
        {actions && gone && (
          <Button
            className="link-button"
            aria-describedby={nameId}
            onPress={() => actions.remove(line.variantId)}
          >
            {intl.formatMessage({ id: 'checkout.problem.remove' })}
          </Button>
        )}
      </div>
      <p className="summary-line__total">{formatMoney(line.lineTotal)}</p>
    </li>
  );
}
