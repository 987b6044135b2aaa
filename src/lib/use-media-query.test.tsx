// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <p>{useMediaQuery('(min-width: 1024px)') ? 'wide' : 'narrow'}</p>;
}

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial };
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return state.matches;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return (matches: boolean) => {
    state.matches = matches;
    listeners.forEach((l) => l());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers false on the server, whatever the screen', () => {
    fakeMatchMedia(true);
    expect(renderToString(<Probe />)).toContain('narrow');
  });

  it('follows the query in the browser', () => {
    const set = fakeMatchMedia(true);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('wide');
    act(() => set(false));
    expect(container.textContent).toBe('narrow');
  });
});
