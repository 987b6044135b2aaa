import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readJson } from '../http/json-body';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

describe('content pages', () => {
  it('answers a page in each language, sanitized', async () => {
    const page = t.shop.pages[0]!;
    const vi = await getJson(t.app, `/api/content/pages/${page.slug}`);
    const en = await getJson(t.app, `/api/content/pages/${page.slug}?lang=en`);
    expect(vi.body.data.title).toBe(page.title.vi);
    expect(en.body.data.title).toBe(page.title.en);
    expect(typeof en.body.data.updated_at).toBe('string');
    expect(en.body.data.body).not.toMatch(/<script|onerror/i);
  });

  it('lists pages with paging', async () => {
    const { body } = await getJson(t.app, '/api/content/pages?per_page=2');
    expect(body.data).toMatchObject({ page: 1, per_page: 2, total: t.shop.pages.length });
    expect(body.data.items).toHaveLength(Math.min(2, t.shop.pages.length));
  });

  it('answers 404 for an unknown page', async () => {
    const { status, body } = await getJson(t.app, '/api/content/pages/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Resource not found' });
  });
});

describe('events', () => {
  it('lists events, running and upcoming first', async () => {
    const { body } = await getJson(t.app, '/api/content/events?lang=en');
    expect(body.data.total).toBe(t.shop.events.length);
    const ends = body.data.items.map((e: { ends_at: string }) => Date.parse(e.ends_at));
    const now = Date.now();
    const firstPast = ends.findIndex((e: number) => e < now);
    if (firstPast >= 0) expect(ends.slice(firstPast).every((e: number) => e < now)).toBe(true);
  });

  it('answers one event with its products', async () => {
    const ev = t.shop.events[0]!;
    const { status, body } = await getJson(t.app, `/api/content/events/${ev.slug}?lang=en`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      slug: ev.slug,
      title: ev.title.en,
      location: ev.location.en,
    });
    expect(body.data.products.map((p: { slug: string }) => p.slug)).toEqual(ev.product_slugs);
    expect(Date.parse(body.data.ends_at) - Date.parse(body.data.starts_at)).toBe(
      ev.duration_days * 86_400_000,
    );
    expect(body.data.image.url).toMatch(/^\/images\/.+-640\.webp$/);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await getJson(t.app, '/api/content/events/nope')).status).toBe(404);
  });
});

describe('bad input', () => {
  const bad = async (path: string, status = 400) => {
    const r = await getJson(t.app, path);
    expect(r.status, path).toBe(status);
    expect(typeof r.body.message, path).toBe('string');
    return r.body.message as string;
  };

  it('rejects unknown sort and colour values', async () => {
    expect(await bad('/api/catalog/collections/?sort=cheapest')).toMatch(/sort/);
    expect(await bad('/api/catalog/collections/women?color=TEAL')).toMatch(/color/i);
  });

  it('rejects bad paging', async () => {
    await bad('/api/catalog/collections/?page=abc');
    await bad('/api/catalog/collections/?page=0');
    await bad('/api/catalog/collections/?per_page=0');
    expect(await bad('/api/catalog/collections/?per_page=101')).toMatch(/per_page/);
    await bad('/api/content/events?page=-1');
    await bad('/api/catalog/collections/?price_min=cheap');
  });

  it('rejects an unknown lang', async () => {
    expect(await bad('/api/catalog/home?lang=fr')).toMatch(/lang/);
    await bad('/api/content/pages/about?lang=xx');
  });

  it('answers odd collection paths with 404, never 500', async () => {
    await bad('/api/catalog/collections/women/..%2F..%2Fetc', 404);
    await bad(`/api/catalog/collections/${'x/'.repeat(150)}`, 404);
    // A NUL is no path at all: the URL guard answers 400 before the router looks (bad-query.test.ts).
    await bad('/api/catalog/collections/WOMEN%00', 400);
  });

  it('answers unknown API paths with the JSON error body', async () => {
    await bad('/api/nope', 404);
  });

  it('rejects malformed and oversized JSON bodies', async () => {
    // A fresh app, since Hono takes no routes after its first request; no public POST route exists yet.
    const app = createApp({ db: t.handle.db, imagesDir: t.imagesDir, distDir: t.distDir });
    app.post('/api/test-only/echo', async (c) => c.json({ data: await readJson(c) }));
    const post = (body: string) =>
      app.request('/api/test-only/echo', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await post('{"a":1}')).status).toBe(200);
    const broken = await post('{"a":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON' });
    const big = await post(JSON.stringify({ a: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/64 KiB/);
  });
});
