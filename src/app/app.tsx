/** The app's composition: providers, the router, the toast region and the PWA manager. */
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import type { Lang } from '../../contract/types';
import type { Messages } from '../lib/i18n/messages';
import { PwaManager } from '../features/pwa/pwa-manager';
import { Toaster } from '../ui/toast/toaster';
import { CardActionsContext } from '../lib/card-actions';
import { renderCardActions } from './card-actions';
import { AppIntlProvider } from './providers/intl-provider';
import { RouteEffects } from './providers/route-effects';
import { StoreInfoLoader } from './providers/store-info-loader';
import { AppRoutes } from './routes';

// The drawer (and the product-edit panel and price re-check it hosts) loads after the first paint.
const CartDrawer = lazy(() =>
  import('../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);

interface AppProps {
  initialLang: Lang;
  initialMessages: Messages;
}

export function App({ initialLang, initialMessages }: AppProps) {
  return (
    <Router>
      <AppIntlProvider initialLang={initialLang} initialMessages={initialMessages}>
        <CardActionsContext.Provider value={renderCardActions}>
          <StoreInfoLoader />
          <RouteEffects />
          <AppRoutes />
          <LocalizedToaster />
          <PwaManager />
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>
        </CardActionsContext.Provider>
      </AppIntlProvider>
    </Router>
  );
}

function LocalizedToaster() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage({ id: 'toast.region' }, { hotkey: '{hotkey}' })}
      toastLabel={intl.formatMessage({ id: 'toast.label' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    />
  );
}
