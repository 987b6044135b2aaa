/**
 * The origin in canonical links, hreflang, Open Graph, JSON-LD, robots.txt and the sitemap never comes
 * from a Host header the client chose: PUBLIC_ORIGIN wins, and without it only a Host naming the
 * listening address itself (localhost, loopback, the socket's own IP) is believed, with the socket's port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parsePublicOrigin } from '../http/public-origin';
import { listen, type RealServer } from '../test/real-server';
import type { TestContext } from '../test/test-app';
import { makeHtmlTestApp } from './test-page';

let t: TestContext;
let real: RealServer;
let slug: string;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  real = await listen(t.app);
  slug = t.shop.products[0]!.slug;
}, 60_000);
afterAll(async () => {
  await real.close();
  await t.handle.close();
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/** The three places an origin shows: a product page (canonical, hreflang, og, JSON-LD), robots, sitemap. */
async function originTexts(get: (path: string) => Promise<string>) {
  return {
    page: await get(`/product/${slug}`),
    robots: await get('/robots.txt'),
    sitemap: await get('/sitemap.xml'),
  };
}

describe('PUBLIC_ORIGIN', () => {
  it('is taken as an origin, and anything else is a clear start-up error', () => {
    expect(parsePublicOrigin(undefined)).toBeNull();
    expect(parsePublicOrigin(' ')).toBeNull();
    expect(parsePublicOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(parsePublicOrigin('http://Shop.Example:8080')).toBe('http://shop.example:8080');
    for (const bad of [
      'shop.example',
      '/shop',
      'ftp://shop.example',
      'javascript:alert(1)',
      'https://user:pw@shop.example',
      'https://shop.example/shop',
      'https://shop.example/?a=1',
    ]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
      expect(
        () =>
          createApp({
            db: t.handle.db,
            imagesDir: t.imagesDir,
            distDir: t.distDir,
            publicOrigin: bad,
          }),
        bad,
      ).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('wins over any Host', async () => {
    const app = createApp({
      db: t.handle.db,
      imagesDir: t.imagesDir,
      distDir: t.distDir,
      publicOrigin: 'https://shop.example/',
    });
    const texts = await originTexts(async (path) =>
      (await app.request(`http://evil.example${path}`)).text(),
    );
    expect(canonicalOf(texts.page)).toBe(`https://shop.example/product/${slug}`);
    expect(texts.robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(texts.sitemap).toContain(`<loc>https://shop.example/product/${slug}</loc>`);
    for (const text of Object.values(texts)) expect(text).not.toContain('evil.example');
  });
});

describe('without PUBLIC_ORIGIN', () => {
  it('ignores a foreign Host in process (no socket: plain http://localhost)', async () => {
    const texts = await originTexts(async (path) =>
      (await t.app.request(`http://evil.example${path}`)).text(),
    );
    expect(canonicalOf(texts.page)).toBe(`http://localhost/product/${slug}`);
    expect(texts.robots).toContain('Sitemap: http://localhost/sitemap.xml');
    for (const text of Object.values(texts)) expect(text).not.toContain('evil.example');
  });

  it('ignores a foreign Host, X-Forwarded-Host and an absolute request target over a socket', async () => {
    const here = `http://localhost:${real.port}`;
    const headers = {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    };
    const texts = await originTexts(async (path) => (await real.get(path, headers)).body);
    expect(canonicalOf(texts.page)).toBe(`${here}/product/${slug}`);
    expect(texts.robots).toContain(`Sitemap: ${here}/sitemap.xml`);
    expect(texts.sitemap).toContain(`<loc>${here}/product/${slug}</loc>`);
    for (const text of Object.values(texts)) expect(text).not.toContain('evil.example');
    // `GET http://evil.example/robots.txt HTTP/1.1`: the URL's host then comes from the request line.
    const absolute = await real.get('http://evil.example/robots.txt', { Host: 'evil.example' });
    expect(absolute.body).not.toContain('evil.example');
  });

  it('believes a Host naming the listening address, with the socket’s port', async () => {
    const cases: [host: string, origin: string][] = [
      [`localhost:${real.port}`, `http://localhost:${real.port}`],
      [`127.0.0.1:${real.port}`, `http://127.0.0.1:${real.port}`],
      // The port a client names is not believed: the socket says where it listens.
      ['localhost:9999', `http://localhost:${real.port}`],
      ['127.0.0.1', `http://127.0.0.1:${real.port}`],
    ];
    for (const [host, origin] of cases) {
      const robots = (await real.get('/robots.txt', { Host: host })).body;
      expect(robots, host).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });

  it('believes the IP the socket arrived on, and no other', async () => {
    const env = (address: string) => ({
      incoming: { socket: { localAddress: address, localPort: 3000 } },
    });
    const robots = async (url: string, address: string) =>
      (await t.app.request(url, {}, env(address))).text();
    expect(await robots('http://10.0.0.5:3000/robots.txt', '::ffff:10.0.0.5')).toContain(
      'http://10.0.0.5:3000/sitemap.xml',
    );
    expect(await robots('http://10.0.0.5/robots.txt', '10.0.0.5')).toContain(
      'http://10.0.0.5:3000/sitemap.xml',
    );
    expect(await robots('http://[fd00::5]:3000/robots.txt', 'fd00::5')).toContain(
      'http://[fd00::5]:3000/sitemap.xml',
    );
    expect(await robots('http://10.0.0.6:3000/robots.txt', '10.0.0.5')).toContain(
      'http://localhost:3000/sitemap.xml',
    );
    expect(await robots('http://evil.example/robots.txt', '10.0.0.5')).toContain(
      'http://localhost:3000/sitemap.xml',
    );
  });
});
