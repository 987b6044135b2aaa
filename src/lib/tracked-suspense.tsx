/**
 * A Suspense boundary the page's ready marker waits for (<html data-hydrated>, app/page-ready.tsx).
 * On a server-rendered page React hydrates each boundary's markup on its own, and one whose code is
 * lazy (the header's cart button, the cards' quick add, a lazy part) only once that code has come:
 * until then its buttons are on screen and do not answer. The page is ready when every such boundary
 * on screen has hydrated (part-loads.ts); until then the head script keeps the shopper's taps
 * (contract/early-input-script.ts). On a page the app renders, it is ready once the boundary's
 * children have mounted.
 */
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { partHydrated, partHydrating } from './part-loads';

export function TrackedSuspense({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  // A layout effect, outside the boundary: it runs in the commit that shows the boundary, before any
  // passive effect (the ready marker's among them), whether or not the boundary has hydrated yet.
  const [token] = useState(() => ({}));
  useLayoutEffect(() => {
    partHydrating(token);
    return () => partHydrated(token);
  }, [token]);
  return (
    <Suspense fallback={fallback}>
      <Hydrated token={token}>{children}</Hydrated>
    </Suspense>
  );
}

/** Inside the boundary: its effect runs once the boundary's content has hydrated or mounted. */
function Hydrated({ token, children }: { token: object; children: ReactNode }) {
  useEffect(() => partHydrated(token), [token]);
  return children;
}
