import { describe, expect, it } from 'vitest';
import {
  INSTALL_MEMORY_KEY,
  INSTALL_SNOOZE_MS,
  isInstallOfferSuppressed,
  rememberInstallAnswer,
} from './install-memory';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2025, 0, 1);

describe('install memory', () => {
  it('offers when nothing is remembered', () => {
    expect(isInstallOfferSuppressed(fakeStorage(), t0)).toBe(false);
  });

  it('keeps "Not now" for 90 days, then offers again', () => {
    const storage = fakeStorage();
    rememberInstallAnswer('dismissed', storage, t0);
    expect(JSON.parse(storage.data.get(INSTALL_MEMORY_KEY)!)).toEqual({
      at: t0,
      outcome: 'dismissed',
    });
    expect(isInstallOfferSuppressed(storage, t0 + DAY)).toBe(true);
    expect(isInstallOfferSuppressed(storage, t0 + 89 * DAY)).toBe(true);
    expect(INSTALL_SNOOZE_MS).toBe(90 * DAY);
    expect(isInstallOfferSuppressed(storage, t0 + 90 * DAY)).toBe(false);
  });

  it('keeps an install for good', () => {
    const storage = fakeStorage();
    rememberInstallAnswer('installed', storage, t0);
    expect(isInstallOfferSuppressed(storage, t0 + 3650 * DAY)).toBe(true);
  });

  it('treats a clock set back past the answer as recent', () => {
    const storage = fakeStorage();
    rememberInstallAnswer('dismissed', storage, t0);
    expect(isInstallOfferSuppressed(storage, t0 - DAY)).toBe(true);
  });

  it('ignores a corrupt value', () => {
    expect(isInstallOfferSuppressed(fakeStorage({ [INSTALL_MEMORY_KEY]: '{oops' }), t0)).toBe(
      false,
    );
    expect(isInstallOfferSuppressed(fakeStorage({ [INSTALL_MEMORY_KEY]: '{"at":"x"}' }), t0)).toBe(
      false,
    );
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberInstallAnswer('dismissed', broken, t0)).not.toThrow();
    expect(isInstallOfferSuppressed(broken, t0)).toBe(false);
  });
});
