// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createCacheUpdates, isCacheUpdatedMessage } from './cache-updates';

/** What workbox-broadcast-update posts, for `url` (absolute, as the worker's request.url is). */
function broadcast(url: string) {
  return new MessageEvent('message', {
    data: {
      type: 'CACHE_UPDATED',
      meta: 'workbox-broadcast-update',
      payload: { cacheName: 'api-public', updatedURL: url },
    },
  });
}

function setup() {
  const target = new EventTarget();
  const getTarget = vi.fn(() => target);
  return { target, getTarget, updates: createCacheUpdates(getTarget) };
}

describe('cache updates', () => {
  it('calls the subscribers of the updated URL only', () => {
    const { target, updates } = setup();
    const product = vi.fn();
    const home = vi.fn();
    updates.subscribe('/api/catalog/products/ao-dai?lang=en', product);
    updates.subscribe('/api/catalog/home?lang=en', home);
    target.dispatchEvent(broadcast(`${location.origin}/api/catalog/products/ao-dai?lang=en`));
    expect(product).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });

  it('compares the whole URL: another language or query is another answer', () => {
    const { target, updates } = setup();
    const en = vi.fn();
    updates.subscribe('/api/catalog/products/ao-dai?lang=en', en);
    target.dispatchEvent(broadcast(`${location.origin}/api/catalog/products/ao-dai?lang=vi`));
    target.dispatchEvent(broadcast(`${location.origin}/api/catalog/products/ao-dai`));
    target.dispatchEvent(broadcast(`https://elsewhere.test/api/catalog/products/ao-dai?lang=en`));
    expect(en).not.toHaveBeenCalled();
  });

  it('matches a URL written the way the browser normalises it', () => {
    const { target, updates } = setup();
    const search = vi.fn();
    // The page asks with a raw space; the worker's request.url has it percent-encoded.
    updates.subscribe('/api/catalog/search?q=áo dài', search);
    target.dispatchEvent(broadcast(new URL('/api/catalog/search?q=áo dài', location.href).href));
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('ignores other messages from the worker', () => {
    const { target, updates } = setup();
    const fn = vi.fn();
    updates.subscribe('/api/catalog/home', fn);
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    target.dispatchEvent(new MessageEvent('message', { data: 'CACHE_UPDATED' }));
    target.dispatchEvent(new MessageEvent('message', { data: null }));
    expect(fn).not.toHaveBeenCalled();
  });

  it('stops calling after unsubscribe, and keeps other subscribers of the same URL', () => {
    const { target, updates } = setup();
    const a = vi.fn();
    const b = vi.fn();
    const offA = updates.subscribe('/api/catalog/home', a);
    updates.subscribe('/api/catalog/home', b);
    offA();
    target.dispatchEvent(broadcast(`${location.origin}/api/catalog/home`));
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('listens once, however many subscribe', () => {
    const { target, getTarget, updates } = setup();
    const add = vi.spyOn(target, 'addEventListener');
    updates.subscribe('/api/catalog/home', () => {});
    updates.subscribe('/api/catalog/collections', () => {});
    expect(add).toHaveBeenCalledTimes(1);
    expect(getTarget).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a service worker container', () => {
    const updates = createCacheUpdates(() => null);
    expect(() => updates.subscribe('/api/catalog/home', () => {})()).not.toThrow();
  });

  it('recognises the workbox message shape', () => {
    expect(isCacheUpdatedMessage(broadcast('https://x.test/a').data)).toBe(true);
    expect(
      isCacheUpdatedMessage({ type: 'CACHE_UPDATED', meta: 'other', payload: { updatedURL: 'x' } }),
    ).toBe(false);
    expect(isCacheUpdatedMessage({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update' })).toBe(
      false,
    );
  });
});
