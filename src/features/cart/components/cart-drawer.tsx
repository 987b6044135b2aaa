/**
 * The cart drawer, mounted once by the app. Its overlay (AppModalOverlay) traps focus and gives it
 * back to the opener; Escape, a click outside and the close button close it. Mounted once, it also re-checks
 * prices and stock when it opens and when the connection returns, hosts the product-edit panel and
 * turns storage failures into a toast.
 */
import { useIntl } from 'react-intl';
import { Button, Dialog, Heading } from 'react-aria-components';
import { AppModalOverlay } from '../../../ui/modal-overlay';
import { useSnapshot } from 'valtio';
import { LocalLink } from '../../../lib/i18n/routing';
import { cartDrawer, ui } from '../../../lib/ui-state';
import { cartCount } from '../cart-lines';
import { useCartLines } from '../use-cart';
import { CartContents } from './cart-contents';
import { CloseIcon } from './icons';
import { ProductEditPanel } from './product-edit-panel';
import { useCartRecheck } from './use-cart-recheck';
import { useStorageProblemToast } from './use-storage-problem-toast';
import '../../../ui/menu-icons.css';
import './cart.css';

export function CartDrawer() {
  const intl = useIntl();
  const { isOpenCart } = useSnapshot(ui);
  useCartRecheck(isOpenCart);
  useStorageProblemToast();
  return (
    <>
      <AppModalOverlay
        modalClassName="cart-drawer"
        className="cart-drawer__overlay"
        isOpen={isOpenCart}
        onOpenChange={(open) => (open ? cartDrawer.open() : cartDrawer.close())}
      >
        {/* Any link in the drawer closes it, also one to the page already open (no route change
              then). On the way up, after the link's own handler: closed on the way down, the drawer
              re-rendered before the router's link had the click, and the browser loaded the page
              anew (issue 38). */}
        <Dialog
          className="cart-drawer__dialog"
          onClick={(event) => {
            if ((event.target as Element).closest('a[href]')) cartDrawer.close();
          }}
        >
          <DrawerBody closeLabel={intl.formatMessage({ id: 'common.close' })} />
        </Dialog>
      </AppModalOverlay>
      <ProductEditPanel />
    </>
  );
}

function DrawerBody({ closeLabel }: { closeLabel: string }) {
  const intl = useIntl();
  const lines = useCartLines();
  const count = cartCount(lines ?? []);
  return (
    <>
      <div className="cart-drawer__head">
        <Heading slot="title" className="cart-drawer__title">
          {intl.formatMessage({ id: 'cart.title' })}
          {count > 0 && (
            <span className="cart-drawer__count">
              {' '}
              ({intl.formatMessage({ id: 'cart.itemCount' }, { count })})
            </span>
          )}
        </Heading>
        <Button className="icon-button" aria-label={closeLabel} onPress={cartDrawer.close}>
          <CloseIcon />
        </Button>
      </div>
      <div className="cart-drawer__body">
        {lines && (
          <CartContents
            lines={lines}
            footer={
              <LocalLink to="/cart" className="button button--ghost cart-drawer__view">
                {intl.formatMessage({ id: 'cart.viewCart' })}
              </LocalLink>
            }
          />
        )}
      </div>
    </>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default CartDrawer;
