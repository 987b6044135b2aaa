/**
 * Parts that exist only in the browser (the PWA prompts, the account mirror, the order outbox, the
 * cart drawer): the server renders nothing for them, and so does hydration; they mount right after.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/** False on the server and during hydration, true in the browser from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
