/**
 * Tells the service worker which products to keep offline (KEEP_OFFLINE, contract/sw-messages.ts): the
 * recently viewed and wishlisted ones, read live from Dexie. Sent a moment after either list changes
 * (a burst of changes makes one message), and again when a new worker takes control of the page.
 * A page no worker controls yet (a first visit) has no one to tell: nothing is read from Dexie then.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import type { KeepOfflineMessage } from '../../contract/sw-messages';
import { readRecentlyViewed } from '../features/recently-viewed/store';
import { readWishlist } from '../features/wishlist/store';
import { keepOfflineUrls } from './keep-offline-urls';

const DEBOUNCE_MS = 1000;

async function readUrls(): Promise<string | null> {
  try {
    const [viewed, wished] = await Promise.all([readRecentlyViewed(), readWishlist()]);
    // One string, so an unchanged list does not restart the timer.
    return JSON.stringify(keepOfflineUrls(viewed, wished));
  } catch {
    return null; // no storage: nothing to keep, and the worker's previous set stays
  }
}

function subscribeController(onChange: () => void): () => void {
  const sw = navigator.serviceWorker;
  sw?.addEventListener('controllerchange', onChange);
  return () => sw?.removeEventListener('controllerchange', onChange);
}
const controlled = () => Boolean(navigator.serviceWorker?.controller);

export function KeepOffline() {
  const isControlled = useSyncExternalStore(subscribeController, controlled, () => false);
  const urls = useLiveQuery(() => (isControlled ? readUrls() : null), [isControlled]);
  useEffect(() => {
    if (typeof urls !== 'string' || !('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    const message: KeepOfflineMessage = {
      type: 'KEEP_OFFLINE',
      urls: JSON.parse(urls) as string[],
    };
    const post = () => sw.controller?.postMessage(message);
    const timer = setTimeout(post, DEBOUNCE_MS);
    sw.addEventListener('controllerchange', post);
    return () => {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', post);
    };
  }, [urls]);
  return null;
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default KeepOffline;
