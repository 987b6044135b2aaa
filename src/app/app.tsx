/** The app's composition: providers, the router, the toast region, the PWA manager and the order outbox. */
import { Router } from 'wouter';
import { ClientOnly } from '../lib/client-only';
import { ServerDataContext, type ServerData } from '../lib/server-data';
import { SaveDataContext, deviceSavesData } from '../ui/save-data';
import type { Lang } from '../../contract/types';
import type { Messages } from '../lib/i18n/messages';
import { CardActionsContext } from '../lib/card-actions';
import { renderCardActions } from './card-actions';
import { AppIntlProvider } from './providers/intl-provider';
import { OfflineSupport } from './offline-support';
import { OrderOutbox } from './order-outbox';
import { RouteEffects } from './providers/route-effects';
import { StoreInfoLoader } from './providers/store-info-loader';
import {
  DeferredAccountSync,
  DeferredCartDrawer,
  DeferredPwaManager,
  DeferredToaster,
} from './deferred-parts';
import { PageReady } from './page-ready';
import { AppRoutes } from './routes';

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
              <PageReady />
              <ClientOnly>
                {/* The toaster, the PWA manager, the cart drawer and the account mirror load later (deferred-parts.tsx). */}
                <DeferredToaster />
                <DeferredPwaManager />
                <DeferredAccountSync />
                <OrderOutbox />
                <DeferredCartDrawer />
              </ClientOnly>
            </CardActionsContext.Provider>
          </AppIntlProvider>
        </SaveDataContext>
      </ServerDataContext>
    </Router>
  );
}
