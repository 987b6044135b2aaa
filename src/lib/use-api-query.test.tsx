// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productPath } from '../../contract/api/paths';
import type { Lang } from '../../contract/types';
import type * as ClientModule from './api/client';
import type * as CacheUpdatesModule from './cache-updates';
import { useApiQuery } from './use-api-query';
import { VISIBLE_REFRESH_AFTER_MS } from './use-quiet-refresh';

const hoisted = vi.hoisted(() => ({ worker: new EventTarget(), get: vi.fn() }));

// The real URL builder and the real broadcast matching, over a fake service worker container.
vi.mock('./api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientModule>()),
  api: { get: hoisted.get },
}));
vi.mock('./cache-updates', async (importOriginal) => {
  const real = await importOriginal<typeof CacheUpdatesModule>();
  return { ...real, subscribeCacheUpdate: real.createCacheUpdates(() => hoisted.worker).subscribe };
});

interface Pending {
  url: string;
  signal: AbortSignal;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

let calls: Pending[];
beforeEach(() => {
  calls = [];
  hoisted.get.mockImplementation(
    (url: string, { signal }: { signal: AbortSignal }) =>
      new Promise((resolve, reject) => calls.push({ url, signal, resolve, reject })),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  hoisted.get.mockReset();
});

const PRODUCT = '/api/catalog/products/ao-dai';
const product = (lang: Lang) => productPath('ao-dai', { lang });

function broadcast(pathAndQuery: string) {
  act(() => {
    hoisted.worker.dispatchEvent(
      new MessageEvent('message', {
        data: {
          type: 'CACHE_UPDATED',
          meta: 'workbox-broadcast-update',
          payload: { cacheName: 'api-public', updatedURL: `${location.origin}${pathAndQuery}` },
        },
      }),
    );
  });
}

/** Renders the hook on the product read and answers its first call with `first`. */
async function loaded(first: unknown) {
  const hook = renderHook(({ lang }) => useApiQuery<{ price: number }>(product(lang)), {
    initialProps: { lang: 'en' as Lang },
  });
  expect(hook.result.current.loading).toBe(true);
  await act(async () => calls[0]!.resolve(first));
  expect(hook.result.current.data).toEqual(first);
  // The broadcasts' listener loads on its own (use-quiet-refresh.ts): let it subscribe.
  await act(async () => {
    await import('./cache-updates');
  });
  return hook;
}

describe('useApiQuery: quiet refresh', () => {
  it('refetches when the worker reports its URL, keeping the data shown meanwhile', async () => {
    const hook = await loaded({ price: 100 });
    broadcast(`${PRODUCT}?lang=en`);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ url: `${PRODUCT}?lang=en` });
    // While the quiet read is out: the old data, no loading state, no error.
    expect(hook.result.current).toMatchObject({
      data: { price: 100 },
      loading: false,
      error: undefined,
    });
    await act(async () => calls[1]!.resolve({ price: 90 }));
    expect(hook.result.current).toMatchObject({ data: { price: 90 }, loading: false });
  });

  it('ignores reports for other URLs, other languages included', async () => {
    await loaded({ price: 100 });
    broadcast(`${PRODUCT}?lang=vi`);
    broadcast('/api/catalog/home?lang=en');
    expect(calls).toHaveLength(1);
  });

  it('keeps the data shown when the quiet read fails', async () => {
    const hook = await loaded({ price: 100 });
    broadcast(`${PRODUCT}?lang=en`);
    await act(async () => calls[1]!.reject(Object.assign(new Error('offline'), { offline: true })));
    expect(hook.result.current).toMatchObject({
      data: { price: 100 },
      error: undefined,
      loading: false,
    });
  });

  it('keeps the same object when the quiet read brings the same data (nothing re-renders below)', async () => {
    const hook = await loaded({ price: 100 });
    const shown = hook.result.current.data;
    broadcast(`${PRODUCT}?lang=en`);
    await act(async () => calls[1]!.resolve({ price: 100 }));
    expect(hook.result.current.data).toBe(shown);
  });

  it('refetches quietly when the browser comes back online', async () => {
    const hook = await loaded({ price: 100 });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toHaveLength(2);
    expect(hook.result.current).toMatchObject({ data: { price: 100 }, loading: false });
    await act(async () => calls[1]!.resolve({ price: 80 }));
    expect(hook.result.current.data).toEqual({ price: 80 });
  });

  it('after an error, coming back online brings the data', async () => {
    const hook = renderHook(() => useApiQuery<{ price: number }>(product('en')));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(hook.result.current.error).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => calls[1]!.resolve({ price: 70 }));
    expect(hook.result.current).toMatchObject({ data: { price: 70 }, error: undefined });
  });

  it('re-reads when the tab is shown again after a while, not after a moment', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await loaded({ price: 100 });
    const show = () =>
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    now.mockReturnValue(1_000_000 + 1_000);
    show();
    expect(calls).toHaveLength(1);
    now.mockReturnValue(1_000_000 + VISIBLE_REFRESH_AFTER_MS);
    show();
    expect(calls).toHaveLength(2);
  });

  it('still aborts a read whose inputs changed: a late quiet answer never shows', async () => {
    const hook = await loaded({ price: 100 });
    broadcast(`${PRODUCT}?lang=en`);
    hook.rerender({ lang: 'vi' });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(hook.result.current.loading).toBe(true);
    await act(async () => calls[1]!.resolve({ price: 1 }));
    await act(async () => calls[2]!.resolve({ price: 200 }));
    await waitFor(() => expect(hook.result.current.data).toEqual({ price: 200 }));
    // The old URL's subscription went with the old inputs.
    broadcast(`${PRODUCT}?lang=en`);
    expect(calls).toHaveLength(3);
  });

  it('stops listening when unmounted', async () => {
    const hook = await loaded({ price: 100 });
    hook.unmount();
    broadcast(`${PRODUCT}?lang=en`);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toHaveLength(1);
  });
});
