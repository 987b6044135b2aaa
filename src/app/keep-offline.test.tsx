// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepOffline } from './keep-offline';

const readRecentlyViewed = vi.fn(async () => []);
const readWishlist = vi.fn(async () => [
  { id: 'p1', slug: 'linen-shirt', image: { url: '/images/linen-shirt.avif' }, addedAt: 1 },
]);
vi.mock('../features/recently-viewed/store', () => ({
  readRecentlyViewed: () => readRecentlyViewed(),
}));
vi.mock('../features/wishlist/store', () => ({ readWishlist: () => readWishlist() }));

/** A stand-in for navigator.serviceWorker: `take()` makes a worker control the page. */
function fakeServiceWorker() {
  const target = new EventTarget();
  const worker = Object.assign(target, { controller: null as { postMessage: typeof post } | null });
  const post = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  return {
    post,
    take() {
      worker.controller = { postMessage: post };
      worker.dispatchEvent(new Event('controllerchange'));
    },
  };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  readRecentlyViewed.mockClear();
  readWishlist.mockClear();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('KeepOffline', () => {
  it('reads nothing while no worker controls the page, then tells the one that takes control', async () => {
    const sw = fakeServiceWorker();
    render(<KeepOffline />);
    await settle();
    expect(readRecentlyViewed).not.toHaveBeenCalled();
    expect(readWishlist).not.toHaveBeenCalled();

    act(() => sw.take());
    await vi.waitFor(() => expect(sw.post).toHaveBeenCalled(), { timeout: 3000 });
    expect(readWishlist).toHaveBeenCalled();
    expect(sw.post.mock.calls[0]![0]).toMatchObject({
      type: 'KEEP_OFFLINE',
      urls: expect.arrayContaining(['/images/linen-shirt.avif']) as unknown,
    });
  });
});
