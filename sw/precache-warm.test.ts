import { describe, expect, it } from 'vitest';
import { WARM_CONCURRENCY, warmPrecache, warmUrls } from './precache-warm';

const BASE = 'https://shop.test/sw.js';

describe('which precache files are warmed', () => {
  it('takes the entries Workbox fetches with the default cache mode, resolved and in order', () => {
    const urls = warmUrls(
      [
        { url: 'assets/index-AbC123.js', revision: null },
        { url: 'index.html', revision: 'fce055a6' },
        'assets/plain-string-Zz9.js',
        { url: 'assets/index-AbC123.css' },
        { url: 'pwa-192x192.png', revision: '4630f0ec' },
        { url: '/assets/index-AbC123.js', revision: null },
      ],
      BASE,
    );
    expect(urls).toEqual([
      'https://shop.test/assets/index-AbC123.js',
      'https://shop.test/assets/plain-string-Zz9.js',
      'https://shop.test/assets/index-AbC123.css',
    ]);
  });
});

/** A fake network: answers after `wait`, 404 for URLs in `missing`, throws for those in `broken`. */
function network(options: { missing?: string[]; broken?: string[] } = {}) {
  let open = 0;
  const state = { most: 0, asked: [] as Request[], drained: [] as string[] };
  const load = async (request: Request): Promise<Response> => {
    state.asked.push(request);
    open++;
    state.most = Math.max(state.most, open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    open--;
    if (options.broken?.includes(request.url)) throw new TypeError('Failed to fetch');
    // Two chunks: the stream pulls the first by itself, the second only once the first was read.
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(8));
        if (++chunks < 2) return;
        state.drained.push(request.url);
        controller.close();
      },
    });
    return new Response(body, { status: options.missing?.includes(request.url) ? 404 : 200 });
  };
  return { load, state };
}

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://shop.test/assets/f${i}.js`);

describe('warming the precache', () => {
  it('fetches every file once, six at a time, as Workbox would ask, and reads every body', async () => {
    const { load, state } = network();
    await warmPrecache(files(20), load);
    expect(WARM_CONCURRENCY).toBe(6);
    expect(state.most).toBe(6);
    expect(state.asked.map((r) => r.url)).toEqual(files(20));
    expect(state.asked.every((r) => r.cache === 'default' && r.credentials === 'same-origin')).toBe(
      true,
    );
    expect(state.drained).toEqual(expect.arrayContaining(files(20)));
    expect(state.drained).toHaveLength(20);
  });

  it('never rejects, and starts no new fetch after a missing file or a network error', async () => {
    const urls = files(20);
    for (const failure of [{ missing: [urls[2]!] }, { broken: [urls[2]!] }]) {
      const { load, state } = network(failure);
      await expect(warmPrecache(urls, load, 2)).resolves.toBeUndefined();
      // f0..f3 were started before f2 failed; nothing after.
      expect(state.asked.length).toBeLessThanOrEqual(4);
    }
  });

  it('does nothing with no files', async () => {
    const { load, state } = network();
    await warmPrecache([], load);
    expect(state.asked).toEqual([]);
  });
});
