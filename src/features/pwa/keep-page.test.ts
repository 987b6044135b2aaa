// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_COUNT_READ } from '../../../contract/cart-hint';
import type { KeepPageMessage } from '../../../contract/keep-page';
import { keepPageMessage, keepShownPage, resetKeepShownPage } from './keep-page';

const TAG = 'W/"abc"';
const PRODUCT = '/api/catalog/products/linen-shirt?lang=vi';

function serverPage(answers: Record<string, unknown>): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="server-state">${JSON.stringify(
    { lang: 'vi', notFound: false, saveData: false, storeInfo: null, answers },
  )}</script>`;
}

/** An <img> that loaded `src` (happy-dom loads nothing: the fields a browser sets are set by hand). */
function shownImg(src: string, loaded = true): void {
  const img = document.createElement('img');
  Object.defineProperties(img, {
    complete: { value: loaded },
    naturalWidth: { value: loaded ? 640 : 0 },
    currentSrc: { value: src },
  });
  document.body.append(img);
}

/** navigator.serviceWorker with a controller that records what it is sent (or none yet). */
function fakeServiceWorker(controlled: boolean) {
  const posted: KeepPageMessage[] = [];
  const controller = { postMessage: (m: KeepPageMessage) => posted.push(m) };
  const target = new EventTarget();
  const sw = Object.assign(target, { controller: controlled ? controller : null });
  Object.defineProperty(navigator, 'serviceWorker', { value: sw, configurable: true });
  return {
    posted,
    takeControl: () => {
      sw.controller = controller;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
}

beforeEach(() => resetKeepShownPage());
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the KEEP_PAGE message', () => {
  it("carries the page's answers by the URL the app fetches, with data and ETag", () => {
    serverPage({
      [PRODUCT]: { data: { slug: 'linen-shirt' }, etag: TAG },
      '/api/catalog/collections?lang=vi': { data: [] },
      '/api/catalog/home?lang=vi': { status: 500 },
      // Not an API read: the cart's count, from its cookie.
      [CART_COUNT_READ]: { data: 2 },
    });
    const origin = location.origin;
    expect(keepPageMessage(document).answers).toEqual([
      { url: `${origin}${PRODUCT}`, data: { slug: 'linen-shirt' }, etag: TAG },
      { url: `${origin}/api/catalog/collections?lang=vi`, data: [] },
    ]);
  });

  it('puts the API base in front, and leaves out answers of an API on another origin', () => {
    serverPage({ [PRODUCT]: { data: 1 } });
    const meta = document.createElement('meta');
    meta.name = 'api-base';
    meta.content = 'https://api.elsewhere.test/';
    document.head.append(meta);
    try {
      expect(keepPageMessage(document).answers).toEqual([]);
    } finally {
      meta.remove();
    }
  });

  it('names the same-origin pictures that loaded, once each, and not those still loading', () => {
    serverPage({});
    const origin = location.origin;
    shownImg(`${origin}/images/p-a-1-ab12-640.avif`);
    shownImg(`${origin}/images/p-a-1-ab12-640.avif`);
    shownImg(`${origin}/images/p-b-1-ab12-640.avif`, false);
    shownImg('https://cdn.elsewhere.test/images/p-c-1-ab12-640.avif');
    shownImg(`${origin}/favicon-32.png`);
    expect(keepPageMessage(document).pictures).toEqual([`${origin}/images/p-a-1-ab12-640.avif`]);
  });
});

describe('keepShownPage', () => {
  it('sends at once when a worker already controls the page, and only once', () => {
    serverPage({ [PRODUCT]: { data: 1 } });
    const sw = fakeServiceWorker(true);
    keepShownPage(document);
    keepShownPage(document);
    expect(sw.posted).toHaveLength(1);
    expect(sw.posted[0]?.type).toBe('KEEP_PAGE');
  });

  it('waits for a worker to take control, then sends once', () => {
    serverPage({ [PRODUCT]: { data: 1 } });
    const sw = fakeServiceWorker(false);
    keepShownPage(document);
    expect(sw.posted).toHaveLength(0);
    sw.takeControl();
    sw.takeControl();
    expect(sw.posted).toHaveLength(1);
    expect(sw.posted[0]?.answers).toHaveLength(1);
  });

  it('reads nothing on the app shell (no server state)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const sw = fakeServiceWorker(true);
    const byId = vi.spyOn(document, 'getElementById');
    keepShownPage(document);
    expect(sw.posted).toHaveLength(0);
    expect(byId).toHaveBeenCalledTimes(1); // only the check for #server-state
  });

  it('does nothing without service workers', () => {
    serverPage({ [PRODUCT]: { data: 1 } });
    expect(() => keepShownPage(document)).not.toThrow();
  });
});
