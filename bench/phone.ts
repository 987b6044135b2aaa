/**
 * The mid-range phone the page benches emulate, as Lighthouse's mobile run does: its screen (a
 * browser context's options) and, over CDP, its CPU slowed 4x and Lighthouse's slow 4G (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up).
 */
import type { BrowserContextOptions, CDPSession } from '@playwright/test';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The page's CPU and network as the phone's (a CDP session of the page). */
export async function throttleAsPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}
