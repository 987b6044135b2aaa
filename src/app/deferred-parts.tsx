/**
 * The parts of the app the first screen does not show, mounted when the browser is idle after the first
 * paint (src/lib/idle.ts), or at once when they are needed sooner: the cart drawer (with Dexie and
 * react-aria's Modal) when it opens, the toaster when a toast arrives. The PWA manager (worker
 * registration, update and install offers) and the offline indicator wait for idle only. The account mirror loads for a
 * signed-in customer only: a guest never fetches it.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { reloadOnChunkError } from '../features/pwa/chunk-reload';
import { useAfterIdle } from '../lib/idle';
import { useSignedIn } from '../lib/session';
import { ui } from '../lib/ui-state';
import { useToasts } from '../ui/toast/toast-store';
import { ErrorBoundary } from './errors/error-boundary';
import { lazyWithMessages } from '../lib/i18n/messages-part';

// A missing chunk reloads once (as pages do); if it is still missing the part stays away, the page works on.
const CartDrawer = lazyWithMessages(
  reloadOnChunkError(() =>
    import('../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
  ),
);
const Toaster = lazy(() => import('../ui/toast/toaster').then((m) => ({ default: m.Toaster })));
const PwaManager = lazyWithMessages(() =>
  import('../features/pwa/pwa-manager').then((m) => ({ default: m.PwaManager })),
);
const OfflineIndicator = lazyWithMessages(() =>
  import('./offline-indicator').then((m) => ({ default: m.OfflineIndicator })),
);
const AccountSync = lazyWithMessages(() =>
  import('./account-sync').then((m) => ({ default: m.AccountSync })),
);

function Deferred({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function DeferredCartDrawer() {
  const idle = useAfterIdle();
  const { isOpenCart, productToEdit } = useSnapshot(ui);
  if (!idle && !isOpenCart && !productToEdit) return null;
  return (
    <Deferred>
      <CartDrawer />
    </Deferred>
  );
}

export function DeferredToaster() {
  const idle = useAfterIdle();
  const waiting = useToasts().length > 0;
  const intl = useIntl();
  if (!idle && !waiting) return null;
  return (
    <Deferred>
      <Toaster
        label={intl.formatMessage({ id: 'toast.region' }, { hotkey: '{hotkey}' })}
        toastLabel={intl.formatMessage({ id: 'toast.label' })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      />
    </Deferred>
  );
}

export function DeferredPwaManager() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <Deferred>
      <PwaManager />
    </Deferred>
  );
}

export function DeferredOfflineIndicator() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <Deferred>
      <OfflineIndicator />
    </Deferred>
  );
}

export function DeferredAccountSync() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Deferred>
      <AccountSync />
    </Deferred>
  );
}
