import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../lib/i18n/money';
import { sizeName } from '../../lib/i18n/size-name';

/** Display names of filter values: categories and colours are API codes, prices are cents. */
export function useFilterLabels() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return {
    // A category the shop adds later has no message yet: show its code rather than a message id.
    category: (value: string) => {
      const id = `catalog.category.${value}`;
      return id in intl.messages ? intl.formatMessage({ id }) : value.replace(/[-_]/g, ' ');
    },
    color: (value: string) => intl.formatMessage({ id: `color.${value}` }),
    size: (value: string) => sizeName(intl, value),
    price: (min: number | null, max: number | null) =>
      min !== null && max !== null
        ? `${formatMoney(min)} – ${formatMoney(max)}`
        : min !== null
          ? `≥ ${formatMoney(min)}`
          : `≤ ${formatMoney(max ?? 0)}`,
  };
}
