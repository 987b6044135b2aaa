/**
 * Registers the service worker once per page and keeps the "update waiting" flag at module level, so
 * React StrictMode's doubled effects still make one registration, one build poll and one hourly timer.
 * workbox-window (not virtual:pwa-register): it hands us the registration for update(), a `waiting`
 * event that also covers a worker left waiting by an earlier visit, and it runs in unit tests without
 * the Vite plugin. It never reloads by itself: only applyUpdate(), called from the shopper's Reload.
 * Registration waits for the page's `load` event and then an idle moment (DESIGN §4), so the worker's
 * install never competes with the first paint or the LCP image. On a server-rendered page the boot
 * script has registered the same script already, as the page was shown (src/boot.ts, decision 043);
 * this one is for the update offer. workbox-window loads only then (2 KB gzip kept out of the entry chunk).
 * Once registered, it asks the worker for the rest of the shell's code: the page is ready and idle,
 * so the fill no longer takes the network from its start (sw/shell-code.ts).
 */
import type { Workbox } from 'workbox-window';
import type { ClaimMessage, ShellFilledMessage } from '../../../contract/sw-messages';
import { afterLoadAndIdle } from '../../lib/after-load';
import { startBuildPoll } from './build-poll';

/** Asks the worker to store the shell's code; the answer on a port is for those who wait on it. */
const FILL: ShellFilledMessage = { type: 'SHELL_FILLED' };
/** An active worker that does not control this page takes it (decision 041). */
const CLAIM: ClaimMessage = { type: 'CLAIM' };

let started = false;
let wb: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;
let waiting = false;
let reloadRequested = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  if (waiting === value) return;
  waiting = value;
  listeners.forEach((l) => l());
}

/** In dev the worker runs only with VITE_SW_DEV=true (vite-plugin-pwa devOptions use the same flag). */
function swUrl(): { url: string; type: WorkerType } | null {
  if (!import.meta.env.DEV) return { url: '/sw.js', type: 'classic' };
  return import.meta.env.VITE_SW_DEV === 'true'
    ? { url: '/dev-sw.js?dev-sw', type: 'module' }
    : null;
}

/** Registers the worker after load and idle and starts the build poll; every later call is a no-op. */
export function registerServiceWorker(): void {
  if (started) return;
  started = true;
  const target = swUrl();
  if (!target || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  afterLoadAndIdle(() => void start(target));
}

async function start(target: { url: string; type: WorkerType }): Promise<void> {
  try {
    // A blocked register() (Playwright's serviceWorkers 'block', some privacy tools) resolves with no
    // registration, and workbox-window would then throw reading its `waiting`: ask first. The second
    // register() below, with the same script, returns the same registration and starts nothing new.
    const probe = (await navigator.serviceWorker.register(target.url, {
      scope: '/',
      type: target.type,
    })) as ServiceWorkerRegistration | undefined;
    if (!probe) return;
    const { Workbox } = await import('workbox-window');
    await register(new Workbox(target.url, { scope: '/', type: target.type }));
    void navigator.serviceWorker.ready.then(({ active }) => {
      // A first install takes no page by itself (decision 043), and a navigation that began while
      // an update activated is left out (decision 041): the page asks (the app shell has no boot
      // script to ask for it).
      if (!navigator.serviceWorker.controller) active?.postMessage(CLAIM);
      active?.postMessage(FILL);
    });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}

function register(box: Workbox): Promise<void> {
  wb = box;
  box.addEventListener('waiting', () => setWaiting(true));
  // The first install also changes the controller (clientsClaim); only a requested update reloads.
  box.addEventListener('controlling', () => {
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  });
  return box.register({ immediate: true }).then((reg) => {
    registration = reg;
    const currentId = import.meta.env.VITE_BUILD_ID as string | undefined;
    if (!reg || !currentId) return;
    startBuildPoll({ currentId, onNewBuild: () => void reg.update().catch(() => undefined) });
  });
}

/**
 * Shopper chose Reload: let the waiting worker take over, then reload once when it controls the page.
 * With no worker waiting (the prompt came from markUpdateWaiting) a plain reload is all there is to do.
 */
export function applyUpdate(): void {
  if (reloadRequested) return;
  reloadRequested = true;
  if (wb && registration?.waiting) wb.messageSkipWaiting();
  else window.location.reload();
}

/** Also for other signals that need the same prompt (e.g. a Dexie versionchange from a newer tab). */
export function markUpdateWaiting(): void {
  setWaiting(true);
}

export function isUpdateWaiting(): boolean {
  return waiting;
}

/** For useSyncExternalStore. */
export function subscribeUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
