import type { ReactNode } from 'react';
import { HydrateApart } from './hydrate-apart';
import { SiteHeader } from './site-header';

/** Checkout and order pages: no navigation to wander off into, no footer. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--checkout">
      <HydrateApart>
        <SiteHeader minimal />
      </HydrateApart>
      <main id="main" className="container container--narrow layout__main">
        {children}
      </main>
    </div>
  );
}
