import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout a route gets when it names none. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id="main" className="container layout__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
