/**
 * The footer, loaded beside the page rather than in the app's entry: it is the last thing on every
 * page, so the entry a catalog page waits for (issue 12's size budget) goes without it. A page the
 * server rendered keeps the footer's markup until its code has come and hydrated it (HydrateApart);
 * a page the app renders shows it then. Its stylesheet stays in the entry's, so the server's page
 * has it inline.
 */
import { lazyOrNothing } from '../../lib/lazy-or-nothing';
import './site-footer.css';

export const SiteFooter = lazyOrNothing(() => import('./site-footer').then((m) => m.SiteFooter));
