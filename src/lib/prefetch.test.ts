import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingPrefetches, prefetchPath, resetPrefetch, setPrefetchLoader } from './prefetch';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('route prefetch', () => {
  afterEach(() => {
    resetPrefetch();
    setPrefetchLoader(null);
    vi.unstubAllGlobals();
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
    expect(started).toEqual([
      '/product/p1',
      '/product/p2',
      '/product/p3',
      '/product/p4',
      '/product/p5',
    ]);
  });

  it('asks once per path', () => {
    const started: string[] = [];
    setPrefetchLoader((path) => (started.push(path), Promise.resolve()));
    prefetchPath('/cart');
    prefetchPath('/cart');
    expect(started).toEqual(['/cart']);
  });

  it('skips prefetch on Save-Data and 2G', () => {
    const started: string[] = [];
    setPrefetchLoader((path) => (started.push(path), Promise.resolve()));
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    prefetchPath('/cart');
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    prefetchPath('/wishlist');
    expect(started).toEqual([]);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    prefetchPath('/cart');
    expect(started).toEqual(['/cart']);
  });
});
