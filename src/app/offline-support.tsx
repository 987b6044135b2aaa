/**
 * Offline pieces of the app around the routes: the offline view every QueryView shows for a read that
 * failed for want of a network, the offline indicator, and the keep-offline list sent to the worker.
 * The view and the list read Dexie, so they load lazily: the view when a read fails, the list once
 * the shopper engages (src/lib/engaged.ts; the lists it sends change only by what they do). The
 * indicator comes when the browser is first idle (deferred-parts.tsx): it is no part of what a page
 * needs to answer a tap.
 */
import { Suspense, type ReactNode } from 'react';
import { lazyWhenOnline } from '../lib/lazy-when-online';
import { useEngaged } from '../lib/engaged';
import { OfflineViewContext, type RenderOfflineView } from '../lib/offline-view';
import { DeferredOfflineIndicator } from './deferred-parts';
import { lazyWithMessages } from '../lib/i18n/messages-part';

const OfflineView = lazyWithMessages(() => import('./offline-view'));
const KeepOffline = lazyWhenOnline(() => import('./keep-offline'));

const renderOfflineView: RenderOfflineView = (retry) => (
  <Suspense fallback={null}>
    <OfflineView onRetry={retry} />
  </Suspense>
);

export function OfflineSupport({ children }: { children: ReactNode }) {
  const engaged = useEngaged();
  return (
    <OfflineViewContext.Provider value={renderOfflineView}>
      {children}
      <DeferredOfflineIndicator />
      {engaged && (
        <Suspense fallback={null}>
          <KeepOffline />
        </Suspense>
      )}
    </OfflineViewContext.Provider>
  );
}
