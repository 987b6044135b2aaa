import { describe, expect, it } from 'vitest';
import { toInches } from './to-inches';

describe('toInches', () => {
  it('divides by 2.54 and keeps one decimal', () => {
    expect(toInches(90)).toBe(35.4);
    expect(toInches(2.54)).toBe(1);
    expect(toInches(100)).toBe(39.4);
    expect(toInches(76)).toBe(29.9);
  });
  it('rounds half up at the first decimal', () => {
    // 24.13 cm is 9.5 in exactly.
    expect(toInches(24.13)).toBe(9.5);
    expect(toInches(24.3)).toBe(9.6);
  });
  it('keeps zero', () => {
    expect(toInches(0)).toBe(0);
  });
});
