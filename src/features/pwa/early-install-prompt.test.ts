// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyInstall } from './early-install-prompt';

const early = window as EarlyInstall;

beforeEach(() => {
  vi.resetModules();
  delete early.earlyInstallKept;
  delete early.earlyInstallPrompt;
  delete early.earlyAppInstalled;
});

/** The page's modules as the boot script and then, later, the PWA manager load them. */
async function boot() {
  const { keepEarlyInstallPrompt } = await import('./early-install-prompt');
  keepEarlyInstallPrompt();
  keepEarlyInstallPrompt(); // main.tsx calls it too: still one listener
}
const installCode = () => import('./install-prompt-event');

describe('an install prompt before the install code', () => {
  it('is kept, without the browser’s own infobar, and adopted when the code loads', async () => {
    await boot();
    const prompt = new Event('beforeinstallprompt', { cancelable: true });
    dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
    const { canPromptInstall } = await installCode();
    expect(canPromptInstall()).toBe(true);
  });

  it('is dropped by an install made meanwhile, which the code learns of', async () => {
    await boot();
    dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    dispatchEvent(new Event('appinstalled'));
    const { canPromptInstall, isAppInstalled } = await installCode();
    expect(isAppInstalled()).toBe(true);
    expect(canPromptInstall()).toBe(false);
  });

  it('is none when none came', async () => {
    await boot();
    const { canPromptInstall, isAppInstalled } = await installCode();
    expect(canPromptInstall()).toBe(false);
    expect(isAppInstalled()).toBe(false);
  });
});
