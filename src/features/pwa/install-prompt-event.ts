/**
 * Chromium's `beforeinstallprompt`, kept for the in-app install offer, with subscribers told
 * (useSyncExternalStore). `appinstalled` drops the event and hides every offer for good. Loaded with
 * the PWA manager and the side menu; what came before it was kept by early-install-prompt.ts.
 */

import type { EarlyInstall } from './early-install-prompt';

/** Chromium's event; not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const installedListeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  const early = window as EarlyInstall;
  if (early.earlyInstallPrompt) deferred = early.earlyInstallPrompt as BeforeInstallPromptEvent;
  installed = early.earlyAppInstalled === true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    installedListeners.forEach((l) => l());
    notify();
  });
}

/** True while the browser lets us show its install dialog. */
export function canPromptInstall(): boolean {
  return deferred !== null && !installed;
}

export function isAppInstalled(): boolean {
  return installed;
}

/** For useSyncExternalStore: fires when the event arrives, is used up, or the app gets installed. */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once `appinstalled` fires (to remember it on the device). */
export function onAppInstalled(listener: () => void): () => void {
  installedListeners.add(listener);
  return () => installedListeners.delete(listener);
}

/** Shows the browser's install dialog. An event can prompt only once, so it is dropped either way. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event || installed) return 'unavailable';
  deferred = null;
  notify();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  } catch {
    return 'unavailable';
  }
}
