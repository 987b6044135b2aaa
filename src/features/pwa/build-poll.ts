/**
 * Spots a new release: every BUILD_POLL_MS, and when the tab becomes visible after more than that since the
 * last check, it reads /build.json straight from the network (no-store; the service worker never precaches it)
 * and reports an id different from the running build's. Failures (offline) wait for the next tick: no retries.
 */
import { BUILD_POLL_MS } from '../../../contract/constants';

/** The part of `document` the poll listens to; injectable so tests need no DOM. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface BuildPollOptions {
  /** The running build's id (import.meta.env.VITE_BUILD_ID). */
  currentId: string;
  /** Called on every check that finds another id; registration.update() is cheap and idempotent. */
  onNewBuild: () => void;
  fetchBuildId?: () => Promise<string | null>;
  visibility?: VisibilitySource;
  now?: () => number;
  intervalMs?: number;
}

/** Reads the deployed build id; null when the file is missing or unreadable. */
export async function fetchBuildId(): Promise<string | null> {
  const res = await fetch('/build.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : null;
}

/** Starts polling; returns a stop function. */
export function startBuildPoll(options: BuildPollOptions): () => void {
  const {
    currentId,
    onNewBuild,
    fetchBuildId: read = fetchBuildId,
    visibility = document,
    now = Date.now,
    intervalMs = BUILD_POLL_MS,
  } = options;
  let lastCheck = now();
  let inFlight = false;

  const check = async () => {
    if (inFlight) return;
    inFlight = true;
    lastCheck = now();
    try {
      const id = await read();
      if (id && id !== currentId) onNewBuild();
    } catch {
      // Offline or a bad deploy: the next tick tries again.
    } finally {
      inFlight = false;
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  const onVisible = () => {
    if (visibility.visibilityState === 'visible' && now() - lastCheck > intervalMs) void check();
  };
  visibility.addEventListener('visibilitychange', onVisible);

  return () => {
    clearInterval(timer);
    visibility.removeEventListener('visibilitychange', onVisible);
  };
}
