import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { CartLineRow } from '../../../lib/db/schema';
import { useFormatMoney } from '../../../lib/i18n/money';
import { lineProblems } from '../cart-lines';
import { acceptLineCheck } from '../store';

/**
 * What changed on the server since the shopper added the line (price, stock, or the variant gone),
 * shown old → new and applied only when they accept; a line with nothing left is removed on accept.
 */
export function LineNotice({ line }: { line: CartLineRow }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const problems = lineProblems(line);
  if (problems.length === 0 || !line.check) return null;
  const { check } = line;
  const texts = problems.map((p) => {
    switch (p) {
      case 'gone':
        return intl.formatMessage({ id: 'cart.check.gone' });
      case 'out_of_stock':
        return intl.formatMessage({ id: 'cart.check.out' });
      case 'insufficient_stock':
        return intl.formatMessage({ id: 'cart.check.stock' }, { count: check.stock });
      case 'price_changed':
        return intl.formatMessage(
          { id: 'cart.check.price' },
          { old: formatMoney(line.price), new: formatMoney(check.price) },
        );
    }
  });
  const removes = problems.includes('gone') || problems.includes('out_of_stock');
  return (
    <div className="cart-line__notice" role="status">
      <ul>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Button
        className="button button--small"
        aria-label={intl.formatMessage(
          { id: removes ? 'cart.removeNamed' : 'cart.check.acceptNamed' },
          { name: line.name },
        )}
        onPress={() => void acceptLineCheck(line.variantId)}
      >
        {intl.formatMessage({ id: removes ? 'cart.remove' : 'cart.check.accept' })}
      </Button>
    </div>
  );
}
