/**
 * The form's state for one checkout token: read from Dexie once, then held here while the screen is open
 * and written back a little after each change (DRAFT_SAVE_DELAY_MS), at once on `flush` (blur, step
 * change), and when the tab is hidden or the screen closes, so at most a moment's typing is at risk.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutDraftRow } from '../../lib/db/schema';
import { emptyDraft, openDraft, saveDraft } from './store';

export const DRAFT_SAVE_DELAY_MS = 300;

export type DraftChange = Partial<Omit<CheckoutDraftRow, 'token' | 'updatedAt'>>;

export interface DraftHandle {
  /** undefined while the stored draft is read. */
  draft: CheckoutDraftRow | undefined;
  /** Applies a change to the latest draft (several in one event each see the one before) and answers it. */
  update: (
    change: DraftChange | ((d: CheckoutDraftRow) => DraftChange),
  ) => CheckoutDraftRow | undefined;
  /** The latest draft, changes of this very event included. */
  current: () => CheckoutDraftRow | undefined;
  /** Writes a pending change now. */
  flush: () => Promise<void>;
}

export function useDraft(token: string): DraftHandle {
  // Kept with its token, so a stale row never shows under another token while the new one is read.
  const [state, setState] = useState<CheckoutDraftRow>();
  const draft = state?.token === token ? state : undefined;
  const latest = useRef<CheckoutDraftRow | undefined>(undefined);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!dirty.current || !latest.current) return;
    dirty.current = false;
    await saveDraft(latest.current).catch((error: unknown) =>
      console.warn('The checkout draft could not be saved', error),
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    latest.current = undefined;
    openDraft(token)
      .catch(() => emptyDraft(token))
      .then((row) => {
        if (cancelled) return;
        latest.current = row;
        setState(row);
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  const update = useCallback<DraftHandle['update']>(
    (change) => {
      const current = latest.current;
      if (!current) return undefined;
      const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
      latest.current = next;
      dirty.current = true;
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
      return next;
    },
    [flush],
  );

  const current = useCallback(() => latest.current, []);

  return { draft, update, flush, current };
}
