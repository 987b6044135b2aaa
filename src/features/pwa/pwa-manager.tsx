/** Mount once inside the app providers (IntlProvider and the router above it). */
import { useEffect } from 'react';
import { registerServiceWorker } from './register-sw';
import { UpdatePrompt } from './update-prompt';

export function PwaManager() {
  // registerServiceWorker() guards itself, so StrictMode's second effect run changes nothing.
  useEffect(() => registerServiceWorker(), []);
  return <UpdatePrompt />;
}
