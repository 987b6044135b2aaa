import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../../contract/constants';
import { clearToasts, dismissToast, getToasts, toast, updateToast } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('gives each toast a new string id from a counter', () => {
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    expect(typeof a.id).toBe('string');
    expect(Number(b.id)).toBe(Number(a.id) + 1);
  });

  it('keeps one toast: a new one replaces the older', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'success' });
    expect(getToasts()).toEqual([
      { id: second.id, open: true, title: 'Second', variant: 'success' },
    ]);
  });

  it('updates a toast by id, through the handle or directly', () => {
    const t = toast({ title: 'Saving…' });
    t.update({ title: 'Saved', variant: 'success' });
    expect(getToasts()[0]).toMatchObject({
      id: t.id,
      title: 'Saved',
      variant: 'success',
      open: true,
    });
    updateToast(t.id, { description: 'All good' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', description: 'All good' });
    updateToast('no-such-id', { title: 'x' });
    expect(getToasts()[0]?.title).toBe('Saved');
  });

  it('dismissing closes at once and removes after the delay', () => {
    const t = toast({ title: 'Bye' });
    t.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: t.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses only the toast named by id', () => {
    const t = toast({ title: 'Stay' });
    dismissToast('other');
    expect(getToasts()[0]?.open).toBe(true);
    dismissToast(t.id);
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toHaveLength(0);
  });

  it('a pending removal of a replaced toast does not remove the new one', () => {
    const old = toast({ title: 'Old' });
    old.dismiss();
    vi.advanceTimersByTime(1000);
    const fresh = toast({ title: 'New' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([expect.objectContaining({ id: fresh.id, open: true })]);
  });
});
