/** The app's composition: providers, the router, the toast region, the PWA manager and the order outbox. */
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import { ClientOnly } from '../lib/client-only';
import { ServerDataContext, type ServerData } from '../lib/server-data';
import { SaveDataContext, deviceSavesData } from '../ui/save-data';
import type { Lang } from '../../contract/types';
import type { Messages } from '../lib/i18n/messages';
import { PwaManager } from '../features/pwa/pwa-manager';
import { reloadOnChunkError } from '../features/pwa/chunk-reload';
import { Toaster } from '../ui/toast/toaster';
import { CardActionsContext } from '../lib/card-actions';
import { AccountMirror } from './account-mirror';
import { renderCardActions } from './card-actions';
import { AppIntlProvider } from './providers/intl-provider';
import { OfflineSupport } from './offline-support';
import { OrderOutbox } from './order-outbox';
import { RouteEffects } from './providers/route-effects';
import { StoreInfoLoader } from './providers/store-info-loader';
import { ErrorBoundary } from './errors/error-boundary';
import { AppRoutes } from './routes';

// The drawer (and the product-edit panel and price re-check it hosts) loads after the first paint.
// A missing chunk reloads once (as pages do); if it is still missing the drawer stays away, the page works on.
const CartDrawer = lazy(
  reloadOnChunkError(() =>
    import('../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
  ),
);

interface AppProps {
  initialLang: Lang;
  initialMessages: Messages;
  /** The server's render (and the hydration of it): the answers it read, by URL. */
  serverData?: ServerData;
  /** The server's render (and the hydration of it): the page at this path was not found. */
  notFoundPath?: string;
  /** Pictures in their smallest width only: the server's render and its hydration decide by the request. */
  saveData?: boolean;
  /** The server's render: the request's path and query (the browser's own location otherwise). */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({
  initialLang,
  initialMessages,
  serverData,
  notFoundPath,
  saveData,
  ssrPath,
  ssrSearch,
}: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <ServerDataContext value={serverData ?? null}>
        <SaveDataContext value={saveData ?? deviceSavesData()}>
          <AppIntlProvider initialLang={initialLang} initialMessages={initialMessages}>
            <CardActionsContext.Provider value={renderCardActions}>
              <StoreInfoLoader />
              <RouteEffects />
              <OfflineSupport>
                <AppRoutes notFoundPath={notFoundPath} />
              </OfflineSupport>
              <LocalizedToaster />
              <ClientOnly>
                <PwaManager />
                <AccountMirror />
                <OrderOutbox />
                <ErrorBoundary fallback={null}>
                  <Suspense fallback={null}>
                    <CartDrawer />
                  </Suspense>
                </ErrorBoundary>
              </ClientOnly>
            </CardActionsContext.Provider>
          </AppIntlProvider>
        </SaveDataContext>
      </ServerDataContext>
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
