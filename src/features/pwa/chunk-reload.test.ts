import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../../contract/constants';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnChunkError,
  shouldReloadForChunkError,
  type ChunkReloadDeps,
  type GuardStorage,
} from './chunk-reload';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop/assets/product-page-abc.js',
    'error loading dynamically imported module: https://shop/assets/product-page-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/product-page-abc.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("recognises Vite's vite:preloadError event", () => {
    expect(isChunkLoadError(new Event('vite:preloadError', { cancelable: true }))).toBe(true);
  });

  it.each([new Error('Resource not found'), new Event('error'), null, undefined, 42])(
    'leaves other errors alone: %s',
    (error) => expect(isChunkLoadError(error)).toBe(false),
  );
});

describe('shouldReloadForChunkError', () => {
  it('reloads on the first failure and records when', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within the guard, and does after it', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(shouldReloadForChunkError(storage, t0)).toBe(true);
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it('ignores a marker it cannot read as a time, or one from the future (clock changed)', () => {
    const storage = memoryStorage();
    storage.data.set(CHUNK_RELOAD_KEY, 'garbage');
    expect(shouldReloadForChunkError(storage, 5_000_000)).toBe(true);
    storage.data.set(CHUNK_RELOAD_KEY, String(9_000_000));
    expect(shouldReloadForChunkError(storage, 5_000_000)).toBe(true);
  });

  it('treats storage that throws (Safari private mode) or is missing as already reloaded', () => {
    const failing: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const unreadable: GuardStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunkError(failing, 1_000_000)).toBe(false);
    expect(shouldReloadForChunkError(unreadable, 1_000_000)).toBe(false);
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(false);
  });
});

describe('reloadOnChunkError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  function deps(over: Partial<ChunkReloadDeps> = {}) {
    const storage = memoryStorage();
    return {
      storage,
      deps: {
        storage: () => storage,
        now: () => 1_000_000,
        online: () => true,
        reload: vi.fn(),
        ...over,
      } satisfies ChunkReloadDeps,
    };
  }

  it('passes a loaded module through', async () => {
    const { deps: d } = deps();
    await expect(reloadOnChunkError(async () => 'module', d)()).resolves.toBe('module');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads once and keeps the load pending, then lets the next failure reach the error page', async () => {
    const { deps: d } = deps();
    const load = reloadOnChunkError(() => Promise.reject(chunkError), d);
    const first = load();
    let settled = false;
    first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBe(false);

    await expect(load()).rejects.toBe(chunkError);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows other errors without touching the marker', async () => {
    const { deps: d, storage } = deps();
    const other = new Error('boom');
    await expect(reloadOnChunkError(() => Promise.reject(other), d)()).rejects.toBe(other);
    expect(d.reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('does not reload while offline, where a reload cannot fetch the chunk either', async () => {
    const { deps: d, storage } = deps({ online: () => false });
    await expect(reloadOnChunkError(() => Promise.reject(chunkError), d)()).rejects.toBe(
      chunkError,
    );
    expect(d.reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });
});
