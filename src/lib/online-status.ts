/**
 * Whether the browser thinks it has a network, from `navigator.onLine` and the `online`/`offline` events.
 * `true` can still mean an unreachable server; `false` is reliable, so the offline indicator uses it.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;
// No prerendering, but React asks: a server render would assume a network.
const getServerSnapshot = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
