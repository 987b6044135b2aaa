// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver that reports what it was asked to watch, and lets the test say a link is in view. */
const watched: Element[] = [];
let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    watched.push(element);
  }
  unobserve(element: Element) {
    watched.splice(watched.indexOf(element), 1);
  }
}

async function setUp(readyState: DocumentReadyState) {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  const prefetched: string[] = [];
  const { setPrefetchLoader } = await import('./prefetch');
  setPrefetchLoader((path) => {
    prefetched.push(path);
    return Promise.resolve();
  });
  const { usePrefetchWhenVisible } = await import('./use-prefetch');
  function Card({ to }: { to: string }) {
    const ref = useRef<HTMLAnchorElement>(null);
    usePrefetchWhenVisible(ref, to);
    return (
      <a ref={ref} href={to}>
        {to}
      </a>
    );
  }
  return { Card, idle, prefetched };
}

describe('prefetching the pages of links in view', () => {
  afterEach(() => {
    watched.length = 0;
    report = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('watches the links only once the page has loaded and the main thread is idle', async () => {
    const { Card, idle, prefetched } = await setUp('interactive');
    render(<Card to="/product/linen-shirt" />);
    await act(async () => {});
    expect(watched).toHaveLength(0);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(watched).toHaveLength(0);

    await act(async () => idle[0]!());
    expect(watched).toHaveLength(1);
    report!([{ isIntersecting: true, target: watched[0]! }]);
    expect(prefetched).toEqual(['/product/linen-shirt']);
  });

  it('on a page loaded already, waits for an idle moment only, once for every link', async () => {
    const { Card, idle } = await setUp('complete');
    render(
      <>
        <Card to="/product/a" />
        <Card to="/product/b" />
      </>,
    );
    await act(async () => {});
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(watched.map((a) => a.getAttribute('href'))).toEqual(['/product/a', '/product/b']);
  });

  it('does not watch a link that left the page before the page was idle', async () => {
    const { Card, idle } = await setUp('complete');
    const { unmount } = render(<Card to="/product/a" />);
    await act(async () => {});
    unmount();
    await act(async () => idle[0]!());
    expect(watched).toHaveLength(0);
  });
});
