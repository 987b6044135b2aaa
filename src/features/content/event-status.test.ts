import { describe, expect, it } from 'vitest';
import { eventStatus } from './event-status';

describe('eventStatus', () => {
  const starts = '2025-06-01T02:00:00.000Z';
  const ends = '2025-06-03T12:00:00.000Z';

  it('is upcoming before the start, live between, ended after the end', () => {
    expect(eventStatus(starts, ends, new Date('2025-05-31T23:59:59Z'))).toBe('upcoming');
    expect(eventStatus(starts, ends, new Date(starts))).toBe('live');
    expect(eventStatus(starts, ends, new Date('2025-06-02T00:00:00Z'))).toBe('live');
    expect(eventStatus(starts, ends, new Date(ends))).toBe('live');
    expect(eventStatus(starts, ends, new Date('2025-06-03T12:00:01Z'))).toBe('ended');
  });
});
