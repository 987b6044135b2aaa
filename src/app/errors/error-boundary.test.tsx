// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A part a page can do without (the footer, the offline indicator, the cart drawer), loaded lazily.
async function show(load: () => Promise<{ default: () => ReactElement }>) {
  const Part = lazy(load);
  await act(async () => {
    render(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <ErrorBoundary fallback={null}>
            <Part />
          </ErrorBoundary>
        </Suspense>
        <p>page</p>
      </main>,
    );
  });
}

describe('ErrorBoundary with fallback={null}', () => {
  it('renders the part once its code has loaded', async () => {
    await show(async () => ({ default: () => <p>footer</p> }));
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('renders nothing, and keeps the page, when the part’s code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await show(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(() => vi.dynamicImportSettled()); // an error page, if one were shown, has loaded
    expect(screen.getByRole('main').textContent).toBe('page');
  });
});
