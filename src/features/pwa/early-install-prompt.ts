/**
 * Chromium's install prompt can fire before the app's install code has loaded (it comes with the PWA
 * manager, when the browser is first idle): kept here until it does, and so is an install made
 * meanwhile. install-prompt-event.ts adopts both. The boot script calls this on a server-rendered
 * page, main.tsx on the app shell; the second call does nothing. Tiny: both carry it.
 */
export interface EarlyInstall {
  earlyInstallKept?: boolean;
  earlyInstallPrompt?: Event;
  earlyAppInstalled?: boolean;
}

export function keepEarlyInstallPrompt(): void {
  const early = window as EarlyInstall;
  if (early.earlyInstallKept) return;
  early.earlyInstallKept = true;
  addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser shows its own mini-infobar instead of waiting for the app's offer.
    event.preventDefault();
    early.earlyInstallPrompt = event;
  });
  addEventListener('appinstalled', () => {
    early.earlyAppInstalled = true;
    early.earlyInstallPrompt = undefined;
  });
}
