import { describe, expect, it } from 'vitest';
import { orderTimeline, showsDeliveryEstimate } from './timeline';

const h = (status: string, at: string) => ({ status, at }) as { status: 'pending'; at: string };

describe('the order timeline', () => {
  it('shows the usual way with the reached steps marked and dated', () => {
    const steps = orderTimeline({
      status: 'shipped',
      history: [
        h('pending', '2025-05-01T08:00:00Z'),
        h('confirmed', '2025-05-01T09:00:00Z'),
        h('shipped', '2025-05-02T10:00:00Z'),
      ],
    });
    expect(steps).toEqual([
      { status: 'pending', reached: true, current: false, at: '2025-05-01T08:00:00Z' },
      { status: 'confirmed', reached: true, current: false, at: '2025-05-01T09:00:00Z' },
      { status: 'shipped', reached: true, current: true, at: '2025-05-02T10:00:00Z' },
      { status: 'delivered', reached: false, current: false, at: null },
    ]);
  });

  it('ends a cancelled order at cancelled, after only the steps it reached', () => {
    const steps = orderTimeline({
      status: 'cancelled',
      history: [h('pending', '2025-05-01T08:00:00Z'), h('cancelled', '2025-05-01T12:00:00Z')],
    });
    expect(steps.map((s) => [s.status, s.reached, s.at])).toEqual([
      ['pending', true, '2025-05-01T08:00:00Z'],
      ['cancelled', true, '2025-05-01T12:00:00Z'],
    ]);
    expect(steps.at(-1)?.current).toBe(true);
  });

  it('follows a delivered order into its return', () => {
    const steps = orderTimeline({
      status: 'return_requested',
      history: [
        h('pending', '2025-05-01T08:00:00Z'),
        h('delivered', '2025-05-04T08:00:00Z'),
        h('return_requested', '2025-05-05T08:00:00Z'),
      ],
    });
    expect(steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
      'return_requested',
      'returned',
    ]);
    // Reached even where the history has no entry (confirmed, shipped): the order went past them.
    expect(steps.map((s) => s.reached)).toEqual([true, true, true, true, true, false]);
    expect(steps[1]?.at).toBeNull();
    expect(steps[4]).toMatchObject({ current: true, at: '2025-05-05T08:00:00Z' });
  });

  it('dates a step reached twice with the last time', () => {
    const steps = orderTimeline({
      status: 'confirmed',
      history: [
        h('confirmed', '2025-05-03T08:00:00Z'),
        h('pending', '2025-05-01T08:00:00Z'),
        h('confirmed', '2025-05-01T09:00:00Z'),
      ],
    });
    expect(steps[1]?.at).toBe('2025-05-03T08:00:00Z');
  });

  it('shows the delivery estimate only while the order is on its way', () => {
    expect(
      ['pending', 'confirmed', 'shipped'].every((s) => showsDeliveryEstimate(s as 'pending')),
    ).toBe(true);
    expect(showsDeliveryEstimate('delivered')).toBe(false);
    expect(showsDeliveryEstimate('cancelled')).toBe(false);
  });
});
