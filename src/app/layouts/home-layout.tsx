import type { ReactNode } from 'react';
import { SiteFooter } from './footer-part';
import { HydrateApart } from './hydrate-apart';
import { SiteHeader } from './site-header';

/** Home and event pages: full-bleed content (hero, banners) under the header. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--home">
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <main id="main" className="layout__main">
        {children}
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
