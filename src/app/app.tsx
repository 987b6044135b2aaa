/** The app's composition: providers, the router, the toast region, the PWA manager and the order outbox. */
import { Router } from 'wouter';
import type { Lang } from '../../contract/types';
import type { Messages } from '../lib/i18n/messages';
import { CardActionsContext } from '../lib/card-actions';
import { AccountMirror } from './account-mirror';
import { renderCardActions } from './card-actions';
import { AppIntlProvider } from './providers/intl-provider';
import { OfflineSupport } from './offline-support';
import { OrderOutbox } from './order-outbox';
import { RouteEffects } from './providers/route-effects';
import { StoreInfoLoader } from './providers/store-info-loader';
import { DeferredCartDrawer, DeferredPwaManager, DeferredToaster } from './deferred-parts';
import { AppRoutes } from './routes';

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
          <OfflineSupport>
            <AppRoutes />
          </OfflineSupport>
          {/* The toaster, the PWA manager and the cart drawer load after idle (deferred-parts.tsx). */}
          <DeferredToaster />
          <DeferredPwaManager />
          <AccountMirror />
          <OrderOutbox />
          <DeferredCartDrawer />
        </CardActionsContext.Provider>
      </AppIntlProvider>
    </Router>
  );
}
