import { beforeEach, describe, expect, it } from 'vitest';
import { notePageView, pageViewCount, resetSessionMemory, sessionStart } from './install-session';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

beforeEach(() => resetSessionMemory());

describe('page views in the session', () => {
  it('counts distinct pages, not reloads or repeats of the same page', () => {
    const storage = fakeStorage();
    expect(notePageView('/', storage)).toBe(1);
    expect(notePageView('/', storage)).toBe(1);
    expect(notePageView('/collection/bags', storage)).toBe(2);
    expect(notePageView('/', storage)).toBe(3);
    expect(pageViewCount()).toBe(3);
  });

  it('keeps the count across a reload (a new page reading the same session storage)', () => {
    const storage = fakeStorage();
    notePageView('/', storage);
    resetSessionMemory();
    expect(notePageView('/', storage)).toBe(1);
    expect(notePageView('/en', storage)).toBe(2);
  });

  it('counts in memory when session storage throws', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(notePageView('/', broken)).toBe(1);
    expect(notePageView('/cart', broken)).toBe(2);
  });
});

describe('sessionStart', () => {
  it('is fixed by the first call of the session', () => {
    const storage = fakeStorage();
    expect(sessionStart(storage, 1000)).toBe(1000);
    expect(sessionStart(storage, 5000)).toBe(1000);
  });
});
