import { afterEach, describe, expect, it } from 'vitest';
import { pendingPrefetches, prefetchAllowed, prefetchPath, resetPrefetch, setPrefetchLoader } from './prefetch';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('route prefetch', () => {
  afterEach(() => {
    resetPrefetch();
    setPrefetchLoader(null);
  });

  it('keeps at most 4 preloads pending and starts the next when one ends', async () => {
    const started: string[] = [];
    const waits = new Map<string, ReturnType<typeof deferred>>();
    setPrefetchLoader((path) => {
      started.push(path);
      const d = deferred();
      waits.set(path, d);
      return d.promise;
    });
    for (let i = 1; i <= 6; i++) prefetchPath(`/product/p${i}`);
    expect(started).toHaveLength(4);
    expect(pendingPrefetches()).toBe(4);
    waits.get('/product/p1')!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['/product/p1', '/product/p2', '/product/p3', '/product/p4', '/product/p5']);
  });

  it('asks once per path', () => {
    const started: string[] = [];
    setPrefetchLoader((path) => (started.push(path), Promise.resolve()));
    prefetchPath('/cart');
    prefetchPath('/cart');
    expect(started).toEqual(['/cart']);
  });

  it('skips prefetch on Save-Data and 2G', () => {
    expect(prefetchAllowed({ saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
