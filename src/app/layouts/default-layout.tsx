import type { ReactNode } from 'react';
import { SiteFooter } from './footer-part';
import { HydrateApart } from './hydrate-apart';
import { SiteHeader } from './site-header';

/** The layout a route gets when it names none. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <main id="main" className="container layout__main">
        {children}
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
