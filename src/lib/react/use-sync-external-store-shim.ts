/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim, a fallback for React
 * before 18 that ships about 700 bytes of code React 19 does not need. The app's build points the
 * shim here, at React's own hook (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
