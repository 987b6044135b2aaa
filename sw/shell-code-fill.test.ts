import { describe, expect, it } from 'vitest';
import { FILL_CONCURRENCY, dropOthers, fillCode, splitShell } from './shell-code-fill';

const BASE = 'https://shop.test/sw.js';
const url = (path: string) => `https://shop.test/${path}`;

/** Cache Storage's one cache, as far as the fill uses it: keys by URL. */
function fakeCache(urls: string[] = []) {
  const entries = new Map<string, string>(urls.map((u) => [u, 'old']));
  const cache = {
    keys: async () => [...entries.keys()].map((u) => new Request(u)),
    put: async (key: string, response: Response) => void entries.set(key, await response.text()),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return { cache: cache as unknown as Cache, entries };
}

/** A network answering each URL with its path, 404 for `missing`, failing for `broken`. */
function network(options: { missing?: string[]; broken?: string[] } = {}) {
  const asked: Request[] = [];
  let open = 0;
  const state = { most: 0 };
  const load = async (request: Request) => {
    asked.push(request);
    state.most = Math.max(state.most, ++open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    open--;
    if (options.broken?.includes(request.url)) throw new TypeError('Failed to fetch');
    const status = options.missing?.includes(request.url) ? 404 : 200;
    return new Response(new URL(request.url).pathname, { status });
  };
  return { load, asked, state, urls: () => asked.map((r) => r.url) };
}

const files = (n: number) => Array.from({ length: n }, (_, i) => url(`assets/f${i}.js`));

describe('the shell split', () => {
  it('leaves index.html to Workbox, the icons to their cache, and the hashed code to its two stages', () => {
    const parts = splitShell(
      [
        { url: 'index.html', revision: 'fce055a6' },
        { url: 'assets/index-AbC.js', revision: null },
        { url: 'assets/cart-page-Xy1.js', revision: null, later: true },
        'assets/plain-Zz9.js',
        { url: 'assets/cart-page-Xy1.css', revision: null, later: true },
        { url: 'pwa-192x192.png', revision: '4630f0ec' },
        { url: '/assets/index-AbC.js', revision: null },
      ],
      BASE,
    );
    expect(parts.precache).toEqual([{ url: 'index.html', revision: 'fce055a6' }]);
    expect(parts.icons).toEqual([url('pwa-192x192.png')]);
    expect(parts.first).toEqual([url('assets/index-AbC.js'), url('assets/plain-Zz9.js')]);
    expect(parts.later).toEqual([url('assets/cart-page-Xy1.js'), url('assets/cart-page-Xy1.css')]);
  });
});

describe('filling the code cache', () => {
  it('fetches only what the cache lacks, six at a time, as the page asked them, and keeps each', async () => {
    const wanted = files(20);
    const { cache, entries } = fakeCache([wanted[0]!]);
    const net = network();
    expect(await fillCode(cache, wanted, net.load)).toBe(true);
    expect(FILL_CONCURRENCY).toBe(6);
    expect(net.state.most).toBe(6);
    expect(net.urls()).toEqual(wanted.slice(1));
    // The default cache mode: a file the page loaded comes from the HTTP cache.
    expect(net.asked.every((r) => r.cache === 'default' && r.credentials === 'same-origin')).toBe(
      true,
    );
    expect(entries.get(wanted[1]!)).toBe('/assets/f1.js');
    expect(entries.get(wanted[0]!)).toBe('old');
  });

  it('is not done while a file fails, keeps no error page, and the next fill fetches only the rest', async () => {
    const wanted = files(3);
    const { cache, entries } = fakeCache();
    expect(await fillCode(cache, wanted, network({ missing: [wanted[1]!] }).load, 1)).toBe(false);
    expect(entries.has(wanted[1]!)).toBe(false);
    const again = network();
    expect(await fillCode(cache, wanted, again.load)).toBe(true);
    expect(again.urls()).not.toContain(wanted[0]);
    expect(entries.size).toBe(3);
  });

  it('offline, stops at its first failures instead of trying every file, and never rejects', async () => {
    const wanted = files(30);
    const net = network({ broken: wanted });
    await expect(fillCode(fakeCache().cache, wanted, net.load)).resolves.toBe(false);
    expect(net.asked.length).toBeLessThanOrEqual(6);
  });

  it('does nothing when every file is stored', async () => {
    const net = network();
    expect(await fillCode(fakeCache(files(4)).cache, files(4), net.load)).toBe(true);
    expect(net.asked).toEqual([]);
  });

  it("drops another release's files and keeps this one's", async () => {
    const old = url('assets/cart-page-OLD.js');
    const { cache, entries } = fakeCache([old, ...files(2)]);
    await dropOthers(cache, files(2));
    expect([...entries.keys()]).toEqual(files(2));
  });
});
