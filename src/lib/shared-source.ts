/**
 * A value many components read through useSyncExternalStore, fed by one source (a live query, a
 * storage event) that runs only while someone is subscribed: the first subscriber starts it, the
 * last one to leave stops it.
 */
export interface SharedSource {
  subscribe(listener: () => void): () => void;
  /** Tells every subscriber the value changed. */
  notify(): void;
}

/** `start` begins feeding the value and returns how to stop. */
export function sharedSource(start: () => () => void): SharedSource {
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
