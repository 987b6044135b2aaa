// @vitest-environment happy-dom
/**
 * The install offer's count of pages seen starts from the page the app started on, even when the
 * shopper has left it before the offer's code came (it mounts once the browser is idle).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useInstallOffer } from './install-offer-state';
import { landingPath, pageViewCount, resetSessionMemory } from './install-session';

function Probe({ landing }: { landing: string }) {
  useInstallOffer(landing);
  return null;
}

function mountAt(path: string, landing: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <Probe landing={landing} />
    </Router>,
  );
  return location;
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionMemory();
});
afterEach(cleanup);

describe('the install offer counts pages from the first', () => {
  it('counts the landing page the shopper left before it mounted, then the page shown', () => {
    mountAt('/collection', '/');
    expect(pageViewCount()).toBe(2);
  });

  it('counts a page once when it mounts on the landing page, and each page after', async () => {
    const location = mountAt('/', '/');
    expect(pageViewCount()).toBe(1);
    location.navigate('/collection');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pageViewCount()).toBe(2);
  });
});

describe('landingPath', () => {
  const loadedAt = (url: string) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ name: url } as unknown as PerformanceEntry]);
  afterEach(() => vi.restoreAllMocks());

  it("is the path the tab's document was loaded at", () => {
    loadedAt('https://shop.test/collection/women?sort=newest');
    expect(landingPath()).toBe('/collection/women');
  });

  it('is none for the root the app shell sent on to English', () => {
    loadedAt('https://shop.test/');
    history.replaceState(null, '', '/en');
    expect(landingPath()).toBeNull();
    history.replaceState(null, '', '/');
  });
});
