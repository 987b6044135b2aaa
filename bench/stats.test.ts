import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves NaNs out and gives NaN for nothing', () => {
    expect(median([NaN, 2, 8])).toBe(5);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });

  it('does not reorder what it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => 20 - i); // 20, 19, … 1

  it('is the nearest rank: p95 of 20 values is the 19th, p50 the 10th', () => {
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 50)).toBe(10);
  });

  it('gives the smallest at 0, the largest at 100, NaN for nothing', () => {
    expect(percentile(twenty, 0)).toBe(1);
    expect(percentile(twenty, 100)).toBe(20);
    expect(percentile([], 50)).toBeNaN();
  });
});
