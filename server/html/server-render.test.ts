/**
 * The server's part of server rendering (navigate.ts, render-page.ts, page-assets.ts), with a stand-in
 * for the compiled renderer (dist-ssr/entry-server.js): which pages are rendered, what the page carries
 * (markup, state, the page's own CSS and chunks), the fallback to the shell, the root's language, ETags.
 * The real renderer's output is checked in the browser (e2e/server-render.spec.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COUNT_COOKIE, CART_COUNT_READ } from '../../contract/cart-hint';
import { COLOR_MODE_KEY } from '../../contract/constants';
import { COLOR_MODE_SCRIPT } from '../../contract/color-mode-script';
import { HEAD_SCRIPT } from '../../contract/head-script';
import { removeDir } from '../test/temp-data-dir';
import type { TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp } from './test-page';

// Reads what it is told to through the app (as the real one's hooks do) and says what it rendered.
const RENDERER = `
export async function renderPage(input) {
  if (input.path.includes('explode')) throw new Error('render failed');
  if (input.path.endsWith('/cart')) {
    const count = await input.readApi('${CART_COUNT_READ}');
    return { html: '<main><h1>cart ' + count.data + '</h1></main>', answers: { '${CART_COUNT_READ}': count }, errors: [] };
  }
  const read = input.path.includes('/product/')
    ? '/api/catalog/products/' + input.path.split('/').pop() + '?lang=' + input.lang
    : '/api/catalog/home?lang=' + input.lang;
  const answer = await input.readApi(read);
  const name = 'data' in answer ? answer.data.name ?? 'home' : 'status ' + answer.status;
  return {
    html: '<main><h1>' + name + ' </script><!-- ' + input.lang + (input.notFound ? ' not found' : '') + ' --></h1></main>',
    answers: { [read]: answer },
    errors: [],
  };
}`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
  'src/boot.ts': { file: 'assets/boot-9.js', isEntry: true },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-2.js', css: ['assets/card-2.css'], imports: ['_react.js'] },
  'src/app/card-actions-impl.tsx': { file: 'assets/actions-4.js', css: ['assets/actions-4.css'] },
  'src/app/pages/product-page.tsx': {
    file: 'assets/product-page-3.js',
    css: ['assets/product-page-3.css'],
    imports: ['_card.js', '_react.js'],
  },
};

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  mkdirSync(`${t.distDir}-ssr`);
  writeFileSync(join(`${t.distDir}-ssr`, 'entry-server.js'), RENDERER);
  mkdirSync(join(t.distDir, '.vite'));
  writeFileSync(join(t.distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(t.distDir, 'assets', 'card-2.css'), '.card{color:red}');
  writeFileSync(join(t.distDir, 'assets', 'actions-4.css'), '.quick-add{height:2rem}');
  writeFileSync(join(t.distDir, 'assets', 'product-page-3.css'), '.product{margin:0}');
}, 60_000);
afterAll(async () => {
  await t.handle.close();
  removeDir(`${t.distDir}-ssr`);
});

const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html);
  return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : null;
};

describe('server-rendered pages', () => {
  it('puts the markup in #root and the answers beside it, escaped', async () => {
    const product = t.shop.products[0]!;
    const { status, html } = await fetchPage(t, `/en/product/${product.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root"><main><h1>${product.name.en} </script><!-- en -->`);
    const state = stateOf(html);
    expect(state).toMatchObject({ lang: 'en', notFound: false });
    expect(state!.storeInfo).toMatchObject({ currency: 'USD' });
    const read = `/api/catalog/products/${product.slug}?lang=en`;
    expect(state!.answers).toMatchObject({ [read]: { data: { slug: product.slug } } });
    // With the API's own ETag for it: the browser's worker keeps the answer as the API gave it.
    const api = await t.app.request(read);
    expect((state!.answers as Record<string, { etag?: string }>)[read]!.etag).toBe(
      api.headers.get('etag'),
    );
    // The state's text cannot close its script element.
    const stateText = html.slice(html.indexOf('id="server-state">'));
    expect(stateText.indexOf('</script>')).toBeGreaterThan(stateText.indexOf('\\u003c/script>'));
    // Its answers came with the page: no preload fetches them again.
    expect(html).not.toContain('rel="preload" as="fetch"');
  });

  it("inlines the page's own CSS and starts the app from the boot script alone", async () => {
    const { html } = await fetchPage(t, `/product/${t.shop.products[0]!.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style>.card{color:red}</style><link rel="stylesheet" href="/assets/card-2.css" disabled>',
    );
    expect(head).toContain('<style>.product{margin:0}</style>');
    // The card actions render on every catalog page from a lazy chunk: their CSS comes along.
    expect(head).toContain('<style>.quick-add{height:2rem}</style>');
    expect(head).toContain('<meta name="app-entry" content="/assets/index-abc123.js">');
    expect(head).toContain('<script type="module" src="/assets/boot-9.js"></script>');
    // The entry loads later, from the boot script: nothing else asks for it or preloads a chunk.
    expect(html).not.toContain('src="/assets/index-abc123.js"');
    expect(html).not.toContain('modulepreload');
    // Each inlined sheet is named by a disabled link (never fetched), so the app's chunk loader
    // does not add it again; no sheet is linked otherwise.
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
  });

  it("applies the shopper's colour mode before the first paint, in the one inline script the CSP allows", async () => {
    const { html, headers } = await fetchPage(t, `/product/${t.shop.products[0]!.slug}`);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    // Before any stylesheet: the mode is on <html> when the first rule applies.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<style>'));
    // The CSP names the exact bytes served.
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
    // The head script: the colour mode, then the keeping of early taps (tested on its own in
    // src/lib/early-input-script.test.ts).
    expect(inline[0]).toBe(HEAD_SCRIPT);
    // It sets a chosen mode, and leaves anything else to the system's.
    for (const [stored, applied] of [
      ['dark', 'dark'],
      ['light', 'light'],
      ['system', undefined],
      ['<junk>', undefined],
      [null, undefined],
    ] as const) {
      const dataset: Record<string, string> = {};
      const localStorage = { getItem: (key: string) => (key === COLOR_MODE_KEY ? stored : null) };
      new Function('localStorage', 'document', COLOR_MODE_SCRIPT)(localStorage, {
        documentElement: { dataset },
      });
      expect(dataset.colorMode).toBe(applied);
    }
  });

  it('renders the not-found view for a missing product, with a true 404', async () => {
    const { status, html } = await fetchPage(t, '/product/no-such-product');
    expect(status).toBe(404);
    expect(html).toContain('<!-- vi not found -->');
    expect(stateOf(html)).toMatchObject({ notFound: true });
  });

  it('leaves private pages to the shell, and falls back to it when a render fails', async () => {
    for (const path of ['/wishlist', '/account/info/orders', '/explode']) {
      const { html } = await fetchPage(t, path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(stateOf(html), path).toBeNull();
    }
  });

  it('renders the frame of the cart, a checkout and sign-in, never for a CDN to keep', async () => {
    for (const path of ['/cart', '/en/checkout/abcdefghijklmnopqrstuv', '/account/login']) {
      const { html, headers } = await fetchPage(t, path);
      expect(html, path).not.toContain('<div id="root"></div>');
      expect(stateOf(html), path).not.toBeNull();
      expect(headers.get('Cache-Control'), path).toBe('no-cache');
      expect(headers.get('Vary'), path).toContain('Cookie');
    }
  });

  it("renders the cart as the device's cart cookie says, and varies on it", async () => {
    const some = await fetchPage(t, '/en/cart', { Cookie: `lang=en; ${CART_COUNT_COOKIE}=3` });
    expect(some.html).toContain('<h1>cart 3</h1>');
    expect(stateOf(some.html)).toMatchObject({ answers: { [CART_COUNT_READ]: { data: 3 } } });
    expect(some.headers.get('Vary')).toContain('Cookie');
    // None (a first visit), or one that is not a count: an empty cart.
    expect((await fetchPage(t, '/cart')).html).toContain('<h1>cart 0</h1>');
    const odd = await fetchPage(t, '/cart', { Cookie: `${CART_COUNT_COOKIE}=-2x` });
    expect(odd.html).toContain('<h1>cart 0</h1>');
  });

  it('keeps the account screens out of search engines', async () => {
    for (const path of [
      '/account/login',
      '/account/register',
      '/en/account/forgot-password',
      '/account/reset-password?token=abcdefghijklmnopqrstuv',
      '/account/info/orders',
    ]) {
      const { html } = await fetchPage(t, path);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers an unchanged page with 304 to its ETag', async () => {
    const path = `/product/${t.shop.products[0]!.slug}`;
    const first = await fetchPage(t, path);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.request(`http://localhost${path}`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('lets a CDN keep a rendered catalog page, never the root, a 404 or the shell', async () => {
    const product = await fetchPage(t, `/product/${t.shop.products[0]!.slug}`);
    expect(product.headers.get('Cache-Control')).toMatch(
      /^public, max-age=0, must-revalidate, s-maxage=\d+/,
    );
    expect(product.headers.get('CDN-Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(product.headers.get('Vary')).toContain('Save-Data');
    for (const path of ['/', '/product/no-such-product', '/cart']) {
      const page = await fetchPage(t, path, { Cookie: 'lang=vi' });
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(page.headers.get('CDN-Cache-Control'), path).toBeNull();
    }
  });
});

describe('the language of /', () => {
  it('sends an English browser or cookie to /en, and says what it varies on', async () => {
    const browser = await t.app.request('http://localhost/?utm=x', {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,vi;q=0.5' },
    });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('Location')).toBe('/en?utm=x');
    expect(browser.headers.get('Vary')).toContain('Accept-Language');

    const cookie = await t.app.request('http://localhost/', { headers: { Cookie: 'lang=en' } });
    expect(cookie.status).toBe(302);
  });

  it('keeps a Vietnamese choice, whatever the browser says', async () => {
    const { status, headers, html } = await fetchPage(t, '/', {
      'Accept-Language': 'en-US',
      Cookie: 'lang=vi',
    });
    expect(status).toBe(200);
    expect(headers.get('Vary')).toMatch(/Cookie/);
    expect(html).toContain('<!-- vi -->');
  });
});
