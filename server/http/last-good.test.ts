/**
 * Browsing while the database is away: a public read this process served before is answered with its
 * last good copy (no-store, with its age); one it never served, and anything private, answer 503.
 */
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fromPool } from '../db/client';
import { ownDatabase } from '../test/test-app';

const own = ownDatabase('last-good');

describe('last good copies', () => {
  it('answer a public read the database cannot make now, and nothing else', async () => {
    // A pool of its own, ended below as a database that went away would leave it.
    const away = fromPool(new pg.Pool({ ...own.handle.connection, max: 2 }), 'away');
    const app = createApp({ db: away.db, imagesDir: own.dir, distDir: own.dir });
    const read = '/api/catalog/collections/women?lang=en';
    const live = await app.request(read);
    expect(live.status).toBe(200);
    const body = await live.text();
    await new Promise((ok) => setTimeout(ok, 50)); // the copy is read beside the answer
    await away.pool.end();

    const stale = await app.request(read, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Cache-Control')).toBe('no-store');
    expect(stale.headers.get('CDN-Cache-Control')).toBeNull();
    expect(stale.headers.get('ETag')).toBeNull();
    expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(0);
    expect(stale.headers.get('Content-Type')).toContain('application/json');
    // Compressed again for this client, as any answer is.
    expect(stale.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(body);

    for (const path of ['/api/catalog/collections/men?lang=en', read.replace('en', 'vi')]) {
      const never = await app.request(path);
      expect(never.status, path).toBe(503);
      expect(never.headers.get('Retry-After'), path).toBe('5');
    }
    // A signed-in request is never answered from a copy another visitor's request left.
    const signed = await app.request(read, { headers: { Authorization: 'Bearer x'.repeat(2) } });
    expect(signed.status).toBe(503);
  });
});
