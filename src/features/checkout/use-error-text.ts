import { useIntl } from 'react-intl';
import { messageValues } from '../../../contract/messages';
import { useFormatMoney } from '../../lib/i18n/money';

/**
 * The text of a field's first message id; an id this build has no text for reads as "not valid". An id
 * may carry values (contract/messages.ts withValues); `amount` is minor units, shown as money.
 */
export function useErrorText(): (ids: readonly string[] | undefined) => string | undefined {
  const intl = useIntl();
  const money = useFormatMoney();
  return (ids) => {
    const first = ids?.[0];
    if (!first) return undefined;
    const { id, values } = messageValues(first);
    if (!(id in intl.messages)) return intl.formatMessage({ id: 'checkout.errors.invalid' });
    const amount = Number(values['amount']);
    return intl.formatMessage(
      { id },
      { ...values, ...(Number.isFinite(amount) ? { amount: money(amount) } : {}) },
    );
  };
}
