// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_ASSETS_ID, resetRouteAssets, warmRoute, type RouteAssets } from './route-assets';

function listRoutes(routes: RouteAssets['routes'], messages: RouteAssets['messages'] = {}): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = ROUTE_ASSETS_ID;
  script.textContent = JSON.stringify({ routes, messages });
  document.body.append(script);
}

describe('warming a route', () => {
  let fetched: string[];
  let fail: Set<string>;

  beforeEach(() => {
    fetched = [];
    fail = new Set();
    vi.stubGlobal(
      'fetch',
      vi.fn((href: string) => {
        fetched.push(href);
        return Promise.resolve(new Response('x', { status: fail.has(href) ? 404 : 200 }));
      }),
    );
  });

  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    resetRouteAssets();
    vi.unstubAllGlobals();
  });

  it('fetches the files the page lists for the route, its chunks and stylesheets', async () => {
    listRoutes({ product: ['/assets/product-page-a.js', '/assets/product-page-b.css'] });
    await warmRoute('product', 'vi');
    expect(fetched).toEqual(['/assets/product-page-a.js', '/assets/product-page-b.css']);
    // Nothing runs and nothing is applied: no script or stylesheet was added to the page.
    expect(document.querySelectorAll('script[src], link')).toHaveLength(0);
  });

  it('fetches a file shared by two routes once, and none the page has already', async () => {
    listRoutes({
      product: ['/assets/common-c.js', '/assets/product-page-a.js'],
      collection: ['/assets/common-c.js', '/assets/collection-page-d.js', '/assets/grid-e.css'],
    });
    // A file the page links already (a server-rendered page marks each inline stylesheet with a
    // disabled link to its file; happy-dom would load a stylesheet link, so this one is a prefetch).
    const marker = document.createElement('link');
    marker.rel = 'prefetch';
    marker.href = '/assets/grid-e.css';
    document.head.append(marker);
    await Promise.all([warmRoute('product', 'vi'), warmRoute('collection', 'vi')]);
    expect(fetched).toEqual([
      '/assets/common-c.js',
      '/assets/product-page-a.js',
      '/assets/collection-page-d.js',
    ]);
  });

  it('reads what the page has loaded once for a burst of routes, again in a later task', async () => {
    listRoutes({
      product: ['/assets/product-page-a.js'],
      collection: ['/assets/collection-page-d.js'],
      home: ['/assets/home-page-f.js'],
    });
    const read = vi.spyOn(performance, 'getEntriesByType');
    await Promise.all([warmRoute('product', 'vi'), warmRoute('collection', 'vi')]);
    expect(read).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await warmRoute('home', 'vi');
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRestore();
  });

  it('fails when a file cannot be fetched, and fetches it again next time', async () => {
    listRoutes({ cart: ['/assets/cart-page-f.js'] });
    fail.add('/assets/cart-page-f.js');
    await expect(warmRoute('cart', 'vi')).rejects.toThrow(/cart-page-f/);
    fail.clear();
    await warmRoute('cart', 'vi');
    expect(fetched).toEqual(['/assets/cart-page-f.js', '/assets/cart-page-f.js']);
  });

  it('fetches a screen’s code with the parts of its language’s messages it shows', async () => {
    listRoutes(
      {
        login: ['/assets/login-page-g.js'],
        product: ['/assets/product-page-a.js'],
        search: ['/assets/search-page-j.js'],
      },
      {
        later: { vi: ['/assets/_messages_vi_later-k.js'], en: ['/assets/_messages_en_later-l.js'] },
        private: {
          vi: ['/assets/_messages_vi_private-h.js'],
          en: ['/assets/_messages_en_private-i.js'],
        },
      },
    );
    await warmRoute('product', 'en');
    await warmRoute('search', 'en');
    await warmRoute('login', 'en');
    expect(fetched).toEqual([
      '/assets/product-page-a.js',
      '/assets/search-page-j.js',
      '/assets/_messages_en_later-l.js',
      '/assets/login-page-g.js',
      '/assets/_messages_en_private-i.js',
    ]);
  });

  it('answers null when the page lists no routes (the dev server) or not this one', () => {
    expect(warmRoute('product', 'vi')).toBeNull();
    resetRouteAssets();
    listRoutes({ cart: [] });
    expect(warmRoute('product', 'vi')).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('starts one fetch per task: each fetch’s request is made after its task’s code', async () => {
    listRoutes({ product: ['/assets/a.js', '/assets/b.js', '/assets/c.js'] });
    const warmed = warmRoute('product', 'vi');
    expect(fetched).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['/assets/a.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['/assets/a.js', '/assets/b.js']);
    await warmed;
    expect(fetched).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});
