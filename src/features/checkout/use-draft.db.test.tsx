// @vitest-environment happy-dom
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db/db';
import { readDraft, saveDraft, emptyDraft } from './store';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'draft_token_aaaaaaaaaaaa';
// Node's, which fake-indexeddb runs on and the fake timers below leave alone (not in the DOM's types).
const nextTask = (globalThis as unknown as { setImmediate: (cb: (v?: unknown) => void) => void })
  .setImmediate;

async function openHook(token = TOKEN) {
  const hook = renderHook(({ t }) => useDraft(t), { initialProps: { t: token } });
  await waitFor(() => expect(hook.result.current.draft?.token).toBe(token));
  return hook;
}

beforeEach(async () => {
  await db.checkouts.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useDraft: the form saved as the shopper types', () => {
  it('shows a change at once and stores it a moment later', async () => {
    const { result } = await openHook();
    act(() => void result.current.update({ email: 'lan@example.com' }));
    expect(result.current.draft?.email).toBe('lan@example.com');
    expect(await readDraft(TOKEN)).toBeUndefined();
    await waitFor(async () => expect((await readDraft(TOKEN))?.email).toBe('lan@example.com'), {
      timeout: DRAFT_SAVE_DELAY_MS * 10,
    });
  });

  it('a reload (a new screen on the same token) loses nothing that was typed', async () => {
    const first = await openHook();
    act(() => {
      first.result.current.update({ email: 'lan@example.com', step: 'shipping' });
      first.result.current.update((d) => ({
        shipping_address: { ...d.shipping_address, city: 'Hanoi' },
      }));
    });
    await act(() => first.result.current.flush());
    first.unmount();
    const second = await openHook();
    expect(second.result.current.draft).toMatchObject({
      email: 'lan@example.com',
      step: 'shipping',
      shipping_address: { city: 'Hanoi' },
    });
  });

  it('changes in one event each see the one before (autofill fills several fields at once)', async () => {
    const { result } = await openHook();
    act(() => {
      result.current.update((d) => ({ shipping_address: { ...d.shipping_address, city: 'Hue' } }));
      result.current.update((d) => ({
        shipping_address: { ...d.shipping_address, zip: '530000' },
      }));
    });
    expect(result.current.current()?.shipping_address).toMatchObject({
      city: 'Hue',
      zip: '530000',
    });
  });

  describe('with the save delay stopped (only an immediate write can land)', () => {
    // The screen opens with real timers (the waits need them); then the save delay stands still.
    async function openStill() {
      const hook = await openHook();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return hook;
    }
    afterEach(() => void vi.useRealTimers());

    /** Lets IndexedDB work (it runs on setImmediate, which is not faked) until `email` is stored. */
    async function stored(email: string): Promise<boolean> {
      for (let i = 0; i < 1000; i++) {
        if ((await readDraft(TOKEN))?.email === email) return true;
        await new Promise((resolve) => nextTask(resolve));
      }
      return false;
    }

    it('the delay alone holds a change back', async () => {
      const { result } = await openStill();
      act(() => void result.current.update({ email: 'held@example.com' }));
      expect(await stored('held@example.com')).toBe(false);
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      expect(await stored('held@example.com')).toBe(true);
    });

    it('writes a pending change when the screen closes', async () => {
      const { result, unmount } = await openStill();
      act(() => void result.current.update({ email: 'closed@example.com' }));
      unmount();
      expect(await stored('closed@example.com')).toBe(true);
    });

    it('writes a pending change when the page is hidden or left', async () => {
      const { result } = await openStill();
      act(() => void result.current.update({ email: 'left@example.com' }));
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(await stored('left@example.com')).toBe(true);
      act(() => void result.current.update({ email: 'hidden@example.com' }));
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(await stored('hidden@example.com')).toBe(true);
    });
  });

  it('opens a stored draft, and another token never shows the first one meanwhile', async () => {
    const other = 'draft_token_bbbbbbbbbbbb';
    await saveDraft({ ...emptyDraft(TOKEN), email: 'a@example.com' });
    await saveDraft({ ...emptyDraft(other), email: 'b@example.com' });
    const hook = await openHook();
    expect(hook.result.current.draft?.email).toBe('a@example.com');
    hook.rerender({ t: other });
    expect(hook.result.current.draft).toBeUndefined();
    await waitFor(() => expect(hook.result.current.draft?.email).toBe('b@example.com'));
  });

  it('nothing is written when nothing changed', async () => {
    const { result, unmount } = await openHook();
    await act(() => result.current.flush());
    unmount();
    await new Promise((r) => setTimeout(r, DRAFT_SAVE_DELAY_MS * 2));
    expect(await readDraft(TOKEN)).toBeUndefined();
  });
});
