/**
 * Keeps the listing's scroll position per history entry, so going to a product and back (or a
 * reload) returns to the same place. The position is kept in sessionStorage under a key stored in
 * the entry's `history.state`; an entry made by a fresh link has no key, so it starts at the top.
 * The browser's own restoration cannot do this: it runs before the products have loaded.
 *
 * A fresh entry gets its key at its first scroll, not when the page starts: `history.replaceState`
 * and the first sessionStorage access each wait on the browser process (6–13 ms each in traces of a
 * collection's start-up, in one task), and an entry nobody scrolls needs neither.
 */
import { useEffect, useRef } from 'react';

const STORE_PREFIX = 'listing-scroll:';
const STATE_FIELD = 'listingScrollKey';

function entryKey(): string | undefined {
  const value = (history.state as Record<string, unknown> | null)?.[STATE_FIELD];
  return typeof value === 'string' ? value : undefined;
}

/** A history state for a new entry of the listing (a filter change), with its own scroll key. */
export function newEntryState(): Record<string, string> {
  return { [STATE_FIELD]: Math.random().toString(36).slice(2) };
}

/** The current entry's state, to keep its key when the entry is replaced ("Load more"). */
export function currentEntryState(): unknown {
  return history.state;
}

function ensureKey(): string {
  const existing = entryKey();
  if (existing) return existing;
  const key = Math.random().toString(36).slice(2);
  history.replaceState({ ...(history.state as object | null), [STATE_FIELD]: key }, '');
  return key;
}

function read(key: string): number | null {
  try {
    const raw = sessionStorage.getItem(STORE_PREFIX + key);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function write(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORE_PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage full or blocked: the position is a nicety, never an error.
  }
}

/**
 * `entry` changes when the history entry does (the query string); `ready` is true once the
 * entry's products are on screen. The position is restored once per entry, then tracked.
 */
export function useScrollMemory(entry: string, ready: boolean): void {
  const tracked = useRef<{ key: string | undefined; href: string; restored: boolean } | null>(null);

  useEffect(() => {
    tracked.current = { key: entryKey(), href: location.href, restored: false };
  }, [entry]);

  useEffect(() => {
    const t = tracked.current;
    if (!ready || !t || t.restored) return;
    t.restored = true;
    const y = t.key === undefined ? null : read(t.key);
    if (y !== null && y > 0) window.scrollTo(0, y);
  }, [ready, entry]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const t = tracked.current;
        // Only after restoring, and only while this entry is current: leaving shortens the page,
        // and the scroll that causes must not overwrite the kept position.
        if (!t?.restored || location.href !== t.href) return;
        if (t.key !== undefined && entryKey() !== t.key) return;
        t.key ??= ensureKey();
        write(t.key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}
