// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollMemory } from './use-scroll-memory';

function Listing({ entry, ready }: { entry: string; ready: boolean }) {
  useScrollMemory(entry, ready);
  return null;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function scrollTo(y: number): Promise<void> {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await frame();
  await frame();
}

beforeEach(() => {
  history.replaceState(null, '', '/en/collection');
  sessionStorage.clear();
  window.scrollTo(0, 0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useScrollMemory', () => {
  it('a fresh entry touches neither the history entry nor sessionStorage until it is scrolled', async () => {
    const replaceState = vi.spyOn(history, 'replaceState');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(<Listing entry="" ready />);
    await frame();
    expect(replaceState).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();

    await scrollTo(1200);
    expect(replaceState).toHaveBeenCalledTimes(1);
    const key = (history.state as { listingScrollKey: string }).listingScrollKey;
    expect(sessionStorage.getItem(`listing-scroll:${key}`)).toBe('1200');
  });

  it('an entry with a key (back, or a reload) goes back to its kept position once ready', async () => {
    history.replaceState({ listingScrollKey: 'k1' }, '');
    sessionStorage.setItem('listing-scroll:k1', '900');
    const { rerender } = render(<Listing entry="" ready={false} />);
    await frame();
    expect(window.scrollY).toBe(0);
    rerender(<Listing entry="" ready />);
    await frame();
    expect(window.scrollY).toBe(900);
  });

  it('a scroll after the entry was left keeps nothing', async () => {
    render(<Listing entry="" ready />);
    await frame();
    history.pushState({}, '', '/en/product/shirt');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await scrollTo(300);
    expect(setItem).not.toHaveBeenCalled();
  });
});
