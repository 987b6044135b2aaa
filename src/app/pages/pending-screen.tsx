import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { LocalLink } from '../../lib/i18n/routing';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';

/**
 * A route whose screen is not built yet (cart, checkout, orders, account): it says so plainly
 * and offers a way back to shopping. Nothing here pretends to work.
 */
export default function PendingScreen() {
  const [location] = useLocation();
  const title = routeTitle(location);
  useTitle(title);
  return (
    <section className="pending-screen">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="pending.description" />
      </p>
      <LocalLink to="/collection" className="button">
        <FormattedMessage id="error.browseAll" />
      </LocalLink>
    </section>
  );
}
