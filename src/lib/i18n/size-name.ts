import type { IntlShape } from 'react-intl';

/**
 * The size accessories carry, stored as these English words (the catalogue's data and the API's
 * value, the same in both languages). Only what a shopper reads is translated; filters, the cart and
 * orders keep the stored value.
 */
export const ONE_SIZE = 'One size';

/** A size as the page shows it: 'One size' in the page's language, any other (S, 38…) as stored. */
export function sizeName(intl: IntlShape, size: string): string {
  return size === ONE_SIZE ? intl.formatMessage({ id: 'size.oneSize' }) : size;
}
