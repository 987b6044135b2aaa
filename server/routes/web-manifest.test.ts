// The web app manifest per language, from the store's name (issue 38): contract/web-manifest.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { webManifest } from '../../contract/web-manifest';
import { storeSettings } from '../db/schema';
import type { TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp } from '../html/test-page';

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
}, 60_000);
afterAll(() => t.handle.close());

async function manifestOf(path: string) {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/manifest+json');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const json = (await res.json()) as ReturnType<typeof webManifest>;
  return { json, etag: res.headers.get('etag') };
}

describe('the web app manifest', () => {
  it('exists per language: one app, its start page, words and shortcuts in that language', async () => {
    const { json: vi } = await manifestOf('/manifest.webmanifest');
    const { json: en } = await manifestOf('/en/manifest.webmanifest');
    expect(vi).toMatchObject({ id: '/', start_url: '/', lang: 'vi', display: 'standalone' });
    expect(en).toMatchObject({ id: '/', start_url: '/en', lang: 'en', display: 'standalone' });
    expect(vi.name).toBe('Mây Clothing — Thời trang & Phụ kiện');
    expect(en.name).toBe('Mây Clothing — Clothing & Accessories');
    expect(vi.shortcuts.map((s) => [s.url, s.name])).toEqual([
      ['/cart', 'Giỏ hàng'],
      ['/wishlist', 'Danh sách yêu thích'],
    ]);
    expect(en.shortcuts.map((s) => [s.url, s.name])).toEqual([
      ['/en/cart', 'Cart'],
      ['/en/wishlist', 'Wishlist'],
    ]);
  });

  it("follows the store's name, and revalidates with a 304 while it is unchanged", async () => {
    const before = await manifestOf('/en/manifest.webmanifest');
    const again = await t.app.request('/en/manifest.webmanifest', {
      headers: { 'If-None-Match': before.etag! },
    });
    expect(again.status).toBe(304);
    await t.handle.db
      .insert(storeSettings)
      .values({ key: 'name', value: 'Sông Hàn Boutique' })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: 'Sông Hàn Boutique' } });
    const after = await manifestOf('/en/manifest.webmanifest');
    expect(after.etag).not.toBe(before.etag);
    expect(after.json.name).toBe('Sông Hàn Boutique — Clothing & Accessories');
    // Too long for a home screen: its first word.
    expect(after.json.short_name).toBe('Sông');
  });

  it('is linked by each page in its own language', async () => {
    const vi = await fetchPage(t, '/');
    const en = await fetchPage(t, '/en');
    expect(vi.html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(en.html).toContain('<link rel="manifest" href="/en/manifest.webmanifest"');
  });
});
