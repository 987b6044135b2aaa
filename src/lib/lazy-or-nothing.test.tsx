// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

afterEach(cleanup);

async function show(Part: ReturnType<typeof lazyOrNothing<{ text: string }>>) {
  await act(async () => {
    render(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Part text="footer" />
        </Suspense>
        <p>page</p>
      </main>,
    );
  });
}

describe('lazyOrNothing', () => {
  it('renders the part once its code has loaded', async () => {
    await show(lazyOrNothing(async () => ({ text }: { text: string }) => <p>{text}</p>));
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('renders nothing, and keeps the page, when its code cannot load', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module');
    await show(lazyOrNothing<{ text: string }>(() => Promise.reject(missing)));
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
