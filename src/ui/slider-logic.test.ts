import { describe, expect, it } from 'vitest';
import { dragStep, isAutoplaying, stepIndex } from './slider-logic';

describe('stepIndex', () => {
  it('moves forward and back', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, -1, 3)).toBe(1);
  });
  it('wraps past either end when looping', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });
  it('stops at the ends without loop', () => {
    expect(stepIndex(2, 1, 3, false)).toBe(2);
    expect(stepIndex(0, -1, 3, false)).toBe(0);
  });
  it('is 0 with no slides', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('dragStep', () => {
  it('ignores drags up to 10 px', () => {
    expect(dragStep(10)).toBe(0);
    expect(dragStep(-10)).toBe(0);
    expect(dragStep(0)).toBe(0);
  });
  it('goes to the next slide past 10 px left and the previous past 10 px right', () => {
    expect(dragStep(-11)).toBe(1);
    expect(dragStep(11)).toBe(-1);
  });
});

describe('isAutoplaying', () => {
  const base = {
    interval: 5000,
    count: 3,
    hovered: false,
    focused: false,
    hidden: false,
    reducedMotion: false,
    userPaused: false,
  };
  it('plays when nothing holds it', () => {
    expect(isAutoplaying(base)).toBe(true);
  });
  it.each(['hovered', 'focused', 'hidden', 'reducedMotion', 'userPaused'] as const)(
    'pauses when %s',
    (key) => {
      expect(isAutoplaying({ ...base, [key]: true })).toBe(false);
    },
  );
  it('does not play without an interval or with one slide', () => {
    expect(isAutoplaying({ ...base, interval: undefined })).toBe(false);
    expect(isAutoplaying({ ...base, count: 1 })).toBe(false);
  });
});
