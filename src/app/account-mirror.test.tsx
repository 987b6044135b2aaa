// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartSync from '../features/cart/account-sync';
import { AccountMirror } from './account-mirror';

const get = vi.fn();
const put = vi.fn();
vi.mock('../lib/api/client', () => ({
  api: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) },
}));
const createCartMirror = vi.fn();
vi.mock('../features/cart/account-sync', async (importActual) => {
  const actual = await importActual<typeof CartSync>();
  return {
    createCartMirror: (...a: Parameters<typeof actual.createCartMirror>) => (
      createCartMirror(...a),
      actual.createCartMirror(...a)
    ),
  };
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  createCartMirror.mockReset();
  get.mockImplementation(async (path: string) =>
    path === '/api/account/cart' ? { lines: [] } : [],
  );
  put.mockImplementation(async (path: string, body: { lines?: unknown[] }) =>
    path.includes('cart') ? body : [],
  );
});
afterEach(() => {
  cleanup();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('AccountMirror', () => {
  it('an anonymous shopper (no token cookie) makes no request and loads no mirror', async () => {
    render(<AccountMirror />);
    await settle();
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
    expect(createCartMirror).not.toHaveBeenCalled();
  });

  it('with a token cookie, fetches the server copies of the cart and the wishlist, then PUTs the merge', async () => {
    document.cookie = 'token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG; Path=/';
    render(<AccountMirror />);
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(2), { timeout: 8000 });
    const paths = get.mock.calls.map((c) => new URL(String(c[0]), 'http://x').pathname);
    expect(paths).toContain('/api/account/cart');
    expect(paths).toContain('/api/account/wishlist');
    expect(put).toHaveBeenCalledWith('/api/account/cart', { lines: [] });
    expect(createCartMirror.mock.calls[0]![0].sessionKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells the mirrors the session is over as soon as the cookie goes, before any render', async () => {
    document.cookie = 'token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG; Path=/';
    render(<AccountMirror />);
    await vi.waitFor(() => expect(createCartMirror).toHaveBeenCalled(), { timeout: 8000 });
    const { ongoing } = createCartMirror.mock.calls[0]![0] as { ongoing: () => boolean };
    expect(ongoing()).toBe(true);
    document.cookie = 'token=; Max-Age=0; Path=/';
    expect(ongoing()).toBe(false);
  });
});
