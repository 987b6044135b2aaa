/**
 * The `kept-offline` cache: the product reads and first pictures the app asks to keep (KEEP_OFFLINE,
 * contract/sw-messages.ts), outside the runtime caches' expiration, so recently viewed and wishlisted
 * products open offline however much else was browsed since. Each message replaces the set.
 */
import { API_CACHE } from './api-cache';
import { IMAGE_CACHE } from './image-cache';
import { KEEP_OFFLINE_CACHE, diffKeepSet, keepSet } from './keep-offline-rule';

/** Parallel fetches while filling: quick on a good network, gentle on the server and a phone's radio. */
const FILL_CONCURRENCY = 4;

let pending: string[] | null = null;
let draining: Promise<void> | null = null;

/**
 * Makes the cache hold the message's set. Overlapping messages are serialized: a run in progress stops
 * taking new URLs once a newer set arrives, and only the latest set is then applied.
 */
export function keepOffline(urls: unknown, origin: string): Promise<void> {
  pending = keepSet(urls, origin);
  draining ??= drain().finally(() => {
    draining = null;
  });
  return draining;
}

async function drain(): Promise<void> {
  while (pending) {
    const set = pending;
    pending = null;
    // A broken cache (quota, storage cleared under us) must not wedge the queue: the next message retries.
    await applySet(set).catch(() => undefined);
  }
}

async function applySet(wanted: string[]): Promise<void> {
  const cache = await caches.open(KEEP_OFFLINE_CACHE);
  const cached = (await cache.keys()).map((request) => request.url);
  const { remove, add } = diffKeepSet(cached, wanted);
  await Promise.all(remove.map((url) => cache.delete(url)));
  const queue = [...add];
  const worker = async () => {
    // Stop early when a newer set is waiting: it may no longer want these.
    for (let url = queue.shift(); url && !pending; url = queue.shift()) {
      // A failure is skipped: the URL is still missing on the next message, which tries again.
      await keepOne(cache, url).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, worker));
}

/** From the runtime cache when it is there (no network at all), else from the network, 200 only. */
async function keepOne(cache: Cache, url: string): Promise<void> {
  const isImage = new URL(url).pathname.startsWith('/images/');
  const cached = await caches.match(url, {
    cacheName: isImage ? IMAGE_CACHE : API_CACHE,
    ignoreVary: true,
  });
  if (cached?.status === 200) return cache.put(url, cached);
  const response = await fetch(url, {
    credentials: 'omit', // public data only: never a shopper's session in this cache
    headers: isImage ? {} : { Accept: 'application/json' },
    redirect: 'error',
  });
  if (response.status === 200 && response.type === 'basic') await cache.put(url, response);
}
