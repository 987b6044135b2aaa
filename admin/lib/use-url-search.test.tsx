// @vitest-environment happy-dom
/**
 * A list's search kept in the URL: it follows typing after the pause, at once on Enter, not before;
 * a search from elsewhere (Back) shows in the field; a row opened within the pause keeps its page.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlSearch } from './use-url-search';

const pathFor = (q: string) => `/orders${q ? `?q=${encodeURIComponent(q)}` : ''}`;
const at = () => `${location.pathname}${location.search}`;

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/orders');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUrlSearch', () => {
  it('puts the words typed in the URL after the pause, replacing the entry, and at once on Enter', () => {
    const length = history.length;
    const { result } = renderHook(({ q }) => useUrlSearch(q, '/orders', pathFor), {
      initialProps: { q: '' },
    });
    act(() => result.current.setTyped('lan'));
    act(() => void vi.advanceTimersByTime(200));
    expect(at()).toBe('/orders');
    act(() => void vi.advanceTimersByTime(100));
    expect(at()).toBe('/orders?q=lan');
    act(() => result.current.setTyped('lan anh '));
    act(() => result.current.searchNow());
    expect(at()).toBe('/orders?q=lan%20anh');
    expect(history.length).toBe(length);
  });

  it('shows a search that came from elsewhere in the field', () => {
    const { result, rerender } = renderHook(({ q }) => useUrlSearch(q, '/orders', pathFor), {
      initialProps: { q: 'lan' },
    });
    rerender({ q: 'minh' });
    expect(result.current.typed).toBe('minh');
  });

  it('leaves the page of a row opened within the pause alone', () => {
    const { result } = renderHook(({ q }) => useUrlSearch(q, '/orders', pathFor), {
      initialProps: { q: '' },
    });
    act(() => result.current.setTyped('lan'));
    history.pushState(null, '', '/orders/MAY-000042');
    act(() => void vi.advanceTimersByTime(300));
    expect(at()).toBe('/orders/MAY-000042');
  });
});
