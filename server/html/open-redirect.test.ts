/**
 * No open redirect: the lowercase redirect echoes the request's path, and a path that starts with `//`
 * or `/\` in any spelling would send the browser to another host (`Location: //evil.example/x`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RealServer } from '../test/real-server';
import type { TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp } from './test-page';

let t: TestContext;
let real: RealServer;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  real = await listen(t.app);
}, 60_000);
afterAll(async () => {
  await real.close();
  await t.handle.close();
});

/** A Location, if any, stays on this site however a browser or a decoding proxy reads it. */
function expectLocal(path: string, location: string | null | undefined) {
  if (!location) return;
  expect(new URL(location, 'http://shop.test').host, `${path} → ${location}`).toBe('shop.test');
  expect(decodeURIComponent(location), `${path} → ${location}`).not.toMatch(/^[/\\]{2}/);
}

const SPELLINGS = [
  '//EVIL.example/x',
  '//evil.example/x',
  '///EVIL.example',
  '/\\EVIL.example',
  '/\\/EVIL.example',
  '/%2F%2FEVIL.example',
  '/%2f/EVIL.example',
  '/%5CEVIL.example',
  '/%5C%5CEVIL.example',
  '/%2F%5CEVIL.example',
  '//EVIL.example/x?sort=price_asc',
  '/%09/EVIL.example',
];

describe('redirects never leave the site', () => {
  it('collapses leading slashes and backslashes in every spelling (in process)', async () => {
    for (const path of SPELLINGS) {
      const { status, headers } = await fetchPage(t, path);
      expect(status, path).toBeLessThan(500);
      expectLocal(path, headers.get('location'));
    }
    // The case redirect itself still works, and keeps the query.
    const { status, headers } = await fetchPage(t, '//EVIL.example/x?sort=price_asc');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/evil.example/x?sort=price_asc');
  });

  it('does so over a real socket too, where the path arrives unnormalized', async () => {
    for (const path of SPELLINGS) {
      const res = await real.get(path);
      expect(res.status, path).toBeLessThan(500);
      expectLocal(path, res.headers.location as string | undefined);
    }
    const res = await real.get('//EVIL.example/x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example/x');
  });

  it('keeps the ordinary lowercase redirect', async () => {
    const { status, headers } = await fetchPage(t, '/EN/Collection/Women?sort=price_asc');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/en/collection/women?sort=price_asc');
  });
});
