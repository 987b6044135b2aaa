// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenOnline } from './lazy-when-online';

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

afterEach(() => {
  cleanup();
  online = true;
});

const gone = () => new TypeError('Failed to fetch dynamically imported module');
const Part = () => <p>the part</p>;
const Stand = () => <a href="/cart">cart link</a>;

describe('lazyWhenOnline', () => {
  it('online, a part whose code is gone renders its stand-in, and the page around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = lazyWhenOnline<typeof Part>(() => Promise.reject(gone()), Stand);
    render(
      <main>
        <h1>page</h1>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </main>,
    );
    expect(await screen.findByText('cart link')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('A part of the page failed to load', gone());
  });

  it('offline, it waits for the network and then shows the part', async () => {
    online = false;
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(gone())
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyWhenOnline(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    await act(async () => {});
    expect(screen.getByText('loading')).toBeTruthy();
    online = true;
    await act(async () => {
      dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
