import type { ReactNode } from 'react';
import { TrackedSuspense } from '../../lib/tracked-suspense';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates what sits outside any
 * Suspense boundary in one uninterrupted task, and each boundary's server markup afterwards, in
 * slices that yield to the browser every few milliseconds. So the header and the footer each get
 * one (the page has its own, in routes.tsx), and no hydration task blocks a tap for long. The page
 * is ready only once they have hydrated (TrackedSuspense).
 * On a page the app renders itself this is a plain boundary with nothing to show while loading.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <TrackedSuspense>{children}</TrackedSuspense>;
}
