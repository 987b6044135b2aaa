/**
 * Chromium's install prompt can fire before the app's install code has loaded (it comes with the PWA
 * manager, when the browser is first idle): kept here until it does, and so is an install made
 * meanwhile. install-prompt-event.ts adopts both. main.tsx calls this; on a server-rendered page the
 * boot script has done the same already (its own copy of these lines, src/boot.ts: a module shared
 * with the entry would make it import the entry), and the call does nothing.
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
