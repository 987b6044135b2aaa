/** Mount once inside the app providers (IntlProvider and the router above it). */
import { useEffect } from 'react';
import { onVersionChange } from '../../lib/db/version-change';
import { InstallOffer } from './install-offer';
import { markUpdateWaiting, registerServiceWorker } from './register-sw';
import { UpdatePrompt } from './update-prompt';

export function PwaManager() {
  // registerServiceWorker() guards itself, so StrictMode's second effect run changes nothing.
  useEffect(() => registerServiceWorker(), []);
  // A newer tab upgraded the device database: this tab's code is out of date, so offer the same reload.
  // (Heard without loading Dexie: only a tab that opened the database is told.)
  useEffect(() => onVersionChange(markUpdateWaiting), []);
  return (
    <>
      <UpdatePrompt />
      <InstallOffer />
    </>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default PwaManager;
