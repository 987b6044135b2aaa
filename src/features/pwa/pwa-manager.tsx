/** Mount once inside the app providers (IntlProvider and the router above it). */
import { useEffect } from 'react';
import { InstallOffer } from './install-offer';
import { markUpdateWaiting, registerServiceWorker } from './register-sw';
import { UpdatePrompt } from './update-prompt';

export function PwaManager() {
  // registerServiceWorker() guards itself, so StrictMode's second effect run changes nothing.
  useEffect(() => registerServiceWorker(), []);
  // A newer tab upgraded the device database: this tab's code is out of date, so offer the same reload.
  // Loaded lazily: the db module brings Dexie, which the first paint does not need.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/db/db').then(({ onVersionChange }) => {
      if (!cancelled) unsubscribe = onVersionChange(markUpdateWaiting);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return (
    <>
      <UpdatePrompt />
      <InstallOffer />
    </>
  );
}
