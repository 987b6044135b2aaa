import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AccountDetails } from '../../features/account/components/account-details';
import { AccountNav, isAccountPage } from '../../features/account/components/account-nav';
import { AddressesView } from '../../features/account/components/addresses-view';
import { OrdersList } from '../../features/account/components/orders-list';
import { MoveToCartButton } from '../../features/cart/components/move-to-cart';
import { WishlistView } from '../../features/wishlist/components/wishlist-view';
import { useLocalize } from '../../lib/i18n/routing';
import { endSession } from '../../lib/session';
import { useTitle } from '../../lib/seo/use-title';
import { NotFoundPage } from '../errors/not-found-page';
import { restoreGuestSnapshot } from '../guest-snapshot';
import { RequireSignIn } from '../require-sign-in';
import { signOut } from '../session-actions';
import type { PageProps } from './page-props';

/** `/account/info/{page}`: the signed-in customer's orders, addresses, wishlist and details. */
export default function AccountPage({ params }: PageProps) {
  const [location, navigate] = useLocation();
  const intl = useIntl();
  const localize = useLocalize();
  // After the session ends here, the guard would send the shopper to sign in again: home is kinder.
  const goHome = () => navigate(localize('/'));
  const signOutEverywhere = () => signOut({ everywhere: true }).then(goHome);
  const afterDelete = async () => {
    endSession();
    await restoreGuestSnapshot();
    goHome();
  };
  const page = params['page'] ?? '';
  const known = isAccountPage(page);
  useTitle(known ? intl.formatMessage({ id: `account.nav.${page}` }) : undefined);
  if (!known) return <NotFoundPage path={location} />;
  return (
    <RequireSignIn>
      <div className="account-area">
        <AccountNav current={page} onSignOut={() => signOut().then(goHome)} />
        <div>
          {page === 'orders' && <OrdersList />}
          {page === 'addresses' && <AddressesView />}
          {page === 'wishlist' && (
            <WishlistView
              renderMoveToCart={(product, onMoved) => (
                <MoveToCartButton product={product} onMoved={onMoved} />
              )}
            />
          )}
          {page === 'details' && (
            <AccountDetails onSignOutEverywhere={signOutEverywhere} onDeleted={afterDelete} />
          )}
        </div>
      </div>
    </RequireSignIn>
  );
}
