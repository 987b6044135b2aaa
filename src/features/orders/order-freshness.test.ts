import { describe, expect, it } from 'vitest';
import { isFinal, isOlder } from './order-freshness';
import { testOrder, testReturn } from './test-order';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const open = '2025-06-05T00:00:00Z';
const closed = '2025-05-20T00:00:00Z';
const refund = { amount: 100, method: 'cash' as const, refunded_at: '2025-05-30T00:00:00Z' };

describe('an order is final (the poll stops)', () => {
  it('once cancelled', () => {
    expect(isFinal(testOrder({ status: 'cancelled', returnable_until: null }), NOW)).toBe(true);
  });

  it('never while on its way or waiting on the shop', () => {
    for (const status of ['pending', 'confirmed', 'shipped', 'return_requested'] as const)
      expect(isFinal(testOrder({ status, returnable_until: null }), NOW), status).toBe(false);
  });

  it('delivered: only once the return window closed and no request waits or awaits its refund', () => {
    expect(isFinal(testOrder({ returnable_until: open }), NOW)).toBe(false);
    expect(isFinal(testOrder({ returnable_until: closed }), NOW)).toBe(true);
    const refused = testReturn({ status: 'refused', decided_at: closed });
    expect(isFinal(testOrder({ returnable_until: closed, returns: [refused] }), NOW)).toBe(true);
    const approved = testReturn({ status: 'approved', decided_at: closed });
    expect(isFinal(testOrder({ returnable_until: closed, returns: [approved] }), NOW)).toBe(false);
  });

  it('returned: only once every received return has its refund recorded', () => {
    const received = testReturn({ status: 'received', received_at: closed });
    expect(isFinal(testOrder({ status: 'returned', returns: [received] }), NOW)).toBe(false);
    expect(
      isFinal(testOrder({ status: 'returned', returns: [{ ...received, refund }] }), NOW),
    ).toBe(true);
  });
});

describe('an older answer', () => {
  it('is one whose updated_at is before the shown one; a copy without it is the oldest', () => {
    const shown = { updated_at: '2025-05-05T10:00:00Z' };
    expect(isOlder({ updated_at: '2025-05-05T09:59:59Z' }, shown)).toBe(true);
    expect(isOlder({ updated_at: '2025-05-05T10:00:00Z' }, shown)).toBe(false);
    expect(isOlder({ updated_at: '2025-05-05T10:00:01Z' }, shown)).toBe(false);
    expect(isOlder({}, shown)).toBe(true);
    expect(isOlder(shown, {})).toBe(false);
  });
});
