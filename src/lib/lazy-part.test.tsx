// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { loadParts, whenPartsHydrated } from './part-loads';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A part that counts its own presses, so a test can tell a hydrated part from its server markup. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

/** A load the test settles. */
function pending<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

/** A page with a part and a control of its own that re-renders it (as a colour picked does). */
function pageWith(Part: ComponentType<{ label: string }>) {
  return function Page() {
    const [picks, setPicks] = useState(0);
    return (
      <main>
        <button type="button" onClick={() => setPicks(picks + 1)}>
          pick {picks}
        </button>
        <Part label="part" />
      </main>
    );
  };
}

/** The page inside the loading state above it, as app/routes.tsx puts each page. */
function inLoadingState(Page: ComponentType) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>
  );
}

describe('lazyPart', () => {
  // First: loadParts loads every part made so far.
  it('renders at once, without suspending, once loadParts has loaded its code', async () => {
    const load = pending<typeof Counter>();
    const Page = pageWith(lazyPart(() => load.promise));
    const loading = loadParts();
    load.settle(Counter);
    await loading;
    render(inLoadingState(Page));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('part 0')).toBeTruthy();
  });

  it('on a page the app renders, keeps the page in its loading state until the part is in', async () => {
    const load = pending<typeof Counter>();
    const Page = pageWith(lazyPart(() => load.promise));
    await act(async () => {
      render(inLoadingState(Page));
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('pick 0')).toBeNull();

    await act(async () => load.settle(Counter));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('pick 0')).toBeTruthy();
    expect(screen.getByText('part 0')).toBeTruthy();
  });

  it('on a page the server rendered, keeps the part’s markup through the page’s re-renders, then hydrates it', async () => {
    // The server's render, which waits for every lazy part (src/entry-server.tsx).
    const ServerPage = pageWith(lazyPart(async () => Counter));
    const stream = await renderToReadableStream(inLoadingState(ServerPage));
    await stream.allReady;
    const container = document.createElement('div');
    container.innerHTML = await new Response(stream).text();
    document.body.append(container);
    expect(container.textContent).toContain('part 0');

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const load = pending<typeof Counter>();
    const Page = pageWith(lazyPart(() => load.promise));
    await act(async () => {
      hydrateRoot(container, inLoadingState(Page), { onRecoverableError: recoverable });
    });
    // The page answers; its re-render leaves the part's server markup in place.
    fireEvent.click(screen.getByText('pick 0'));
    await act(async () => {});
    expect(screen.getByText('pick 1')).toBeTruthy();
    const serverButton = screen.getByText('part 0');
    // The page does not yet answer every tap.
    const ready = vi.fn();
    whenPartsHydrated(ready);
    expect(ready).not.toHaveBeenCalled();

    await act(async () => load.settle(Counter));
    expect(ready).toHaveBeenCalledOnce();
    // Hydrated, not rendered anew: the same element now answers.
    expect(screen.getByText('part 0')).toBe(serverButton);
    fireEvent.click(serverButton);
    await act(async () => {});
    expect(screen.getByText('part 1')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders nothing, and the page goes on, when its code cannot load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = pending<typeof Counter>();
    const Page = pageWith(lazyPart(() => load.promise));
    await act(async () => {
      render(inLoadingState(Page));
    });
    await act(async () => load.fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByText('pick 0')).toBeTruthy();
    expect(screen.queryByText(/^part/)).toBeNull();
    expect(errors).toHaveBeenCalledWith('A part of the page failed to load', expect.any(TypeError));
  });
});
