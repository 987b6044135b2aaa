// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOutboxWork,
  keepOutboxHint,
  markOutboxWork,
  onOutboxWork,
  outboxMayHaveWork,
} from './pending-hint';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the outbox hint', () => {
  it('is set when an order is queued and cleared when the outbox is settled', () => {
    expect(outboxMayHaveWork()).toBe(false);
    markOutboxWork();
    expect(outboxMayHaveWork()).toBe(true);
    clearOutboxWork();
    expect(outboxMayHaveWork()).toBe(false);
  });

  it('wakes listeners when this tab or another queues, or the browser comes online', () => {
    const cb = vi.fn();
    const off = onOutboxWork(cb);
    markOutboxWork();
    keepOutboxHint(); // keeping it wakes no one
    expect(cb).toHaveBeenCalledTimes(1);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'storefront:order-outbox', newValue: '1' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    window.dispatchEvent(new Event('online'));
    expect(cb).toHaveBeenCalledTimes(3);
    off();
    markOutboxWork();
    expect(cb).toHaveBeenCalledTimes(3);
  });

  it('reads as set where storage cannot be used, so the outbox is still looked at', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(outboxMayHaveWork()).toBe(true);
    vi.unstubAllGlobals();
  });
});
