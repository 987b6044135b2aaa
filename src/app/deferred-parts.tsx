/**
 * The parts of the app the first screen does not show. The cart drawer (with Dexie and react-aria's
 * Modal) and the toaster mount once the shopper engages (src/lib/engaged.ts), or at once when needed
 * sooner: the drawer when it opens, the toaster when a toast arrives. The PWA manager (worker
 * registration, update and install offers) and the offline indicator mount when the browser is idle
 * after the first paint (src/lib/idle.ts). The account mirror loads for a signed-in customer only: a
 * guest never fetches it.
 */
import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { reloadOnChunkError } from '../features/pwa/chunk-reload';
import { useEngaged } from '../lib/engaged';
import { useAfterIdle } from '../lib/idle';
import { useSignedIn } from '../lib/session';
import { ui } from '../lib/ui-state';
import { useToasts } from '../ui/toast/toast-store';
import { ErrorBoundary } from './errors/error-boundary';
import { lazyWithMessages } from '../lib/i18n/messages-part';

// A missing chunk reloads once (as pages do); if it is still missing the part stays away, the page works on.
const CartDrawer = lazyWithMessages(
  reloadOnChunkError(() => import('../features/cart/components/cart-drawer')),
  'cart',
);
const AppToaster = lazyWithMessages(() => import('./app-toaster'), 'notifications');
const PwaManager = lazyWithMessages(() => import('../features/pwa/pwa-manager'));
const OfflineIndicator = lazyWithMessages(() => import('./offline-indicator'));
const AccountSync = lazyWithMessages(() => import('./account-sync'));

function Deferred({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function DeferredCartDrawer() {
  const engaged = useEngaged();
  const { isOpenCart, productToEdit } = useSnapshot(ui);
  if (!engaged && !isOpenCart && !productToEdit) return null;
  return (
    <Deferred>
      <CartDrawer />
    </Deferred>
  );
}

export function DeferredToaster() {
  const engaged = useEngaged();
  const waiting = useToasts().length > 0;
  if (!engaged && !waiting) return null;
  return (
    <Deferred>
      <AppToaster />
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
