// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../contract/types';
import { DEBOUNCE_MS } from './search-path';
import { useLiveSearch } from './use-live-search';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/client', () => ({ api: { get } }));

const answer = (name: string): SearchResult =>
  ({
    items: [{ id: name, slug: name, name } as SearchResult['items'][number]],
    collections: [],
    did_you_mean: null,
    suggestions: [],
  }) as unknown as SearchResult;

/** Each call gets a promise the test settles by hand, and records whether it was aborted. */
function deferredCalls() {
  const calls: { q: string; signal: AbortSignal; resolve: (r: SearchResult) => void }[] = [];
  get.mockImplementation((url: string, { signal }: { signal: AbortSignal }) => {
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    return new Promise((resolve) => calls.push({ q, signal, resolve }));
  });
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  get.mockReset();
});

describe('useLiveSearch', () => {
  it('waits for the typing to pause, then sends one request', async () => {
    const calls = deferredCalls();
    const { rerender, result } = renderHook(({ q }) => useLiveSearch(q, 'vi'), {
      initialProps: { q: 'da' },
    });
    rerender({ q: 'dam' });
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(calls.map((c) => c.q)).toEqual(['dam']);
    expect(get).toHaveBeenCalledWith(
      '/api/catalog/search?q=dam&lang=vi&limit=8',
      expect.anything(),
    );
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0]!.resolve(answer('Đầm')));
    expect(result.current).toMatchObject({ loading: false, query: 'dam', result: answer('Đầm') });
  });

  it('aborts the older request, so its late answer never replaces the newer one', async () => {
    const calls = deferredCalls();
    const { rerender, result } = renderHook(({ q }) => useLiveSearch(q, 'en'), {
      initialProps: { q: 'dre' },
    });
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS));
    rerender({ q: 'dress' });
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS));
    await act(async () => calls[1]!.resolve(answer('dress')));
    await act(async () => calls[0]!.resolve(answer('dre')));
    expect(result.current.query).toBe('dress');
    expect(result.current.result).toEqual(answer('dress'));
  });

  it('keeps the last answer on screen while the next query loads', async () => {
    const calls = deferredCalls();
    const { rerender, result } = renderHook(({ q }) => useLiveSearch(q, 'vi'), {
      initialProps: { q: 'ao' },
    });
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS));
    await act(async () => calls[0]!.resolve(answer('Áo')));
    rerender({ q: 'ao so' });
    expect(result.current).toMatchObject({ loading: true, query: 'ao', result: answer('Áo') });
  });

  it('sends nothing for fewer than two letters', () => {
    deferredCalls();
    const { result } = renderHook(() => useLiveSearch(' đ ', 'vi'));
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS * 2));
    expect(get).not.toHaveBeenCalled();
    expect(result.current).toEqual({ result: null, query: '', loading: false, error: false });
  });
});
