/** The render cache's store (page-cache.ts) and the parts of its key that are not the request (page-key.ts). */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { cacheBytesFromEnv, PageCache, sizeOf, type CachedPage } from './page-cache';
import { EventClock, matchesEtag } from './page-key';

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  body: new Uint8Array(bytes),
  forms: {},
});

describe('the page store', () => {
  it('drops the least recently used first, and stays within its bytes', () => {
    const one = sizeOf('a', page(1000));
    const cache = new PageCache(one * 2);
    cache.set('a', page(1000));
    cache.set('b', page(1000));
    cache.get('a'); // now b is the least recently used
    cache.set('c', page(1000));
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(one * 2);
    // A page bigger than the whole bound is not kept, and takes nothing out.
    cache.set('huge', page(one * 3));
    expect(cache.size).toBe(2);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('renders once for concurrent misses, and keeps nothing a render would not', async () => {
    const cache = new PageCache(1e6);
    let calls = 0;
    const render = async () => {
      calls++;
      await new Promise((ok) => setTimeout(ok, 10));
      return page(10);
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.fill('k', render)));
    expect(calls).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(await cache.fill('no', async () => null)).toBeNull();
    expect(cache.peek('no')).toBeUndefined();
  });

  it('reads its bound from RENDER_CACHE_MB, 64 MB by default', () => {
    expect(cacheBytesFromEnv(undefined)).toBe(64 * 1024 * 1024);
    expect(cacheBytesFromEnv('8')).toBe(8 * 1024 * 1024);
    expect(cacheBytesFromEnv('0')).toBe(0);
    expect(cacheBytesFromEnv('lots')).toBe(64 * 1024 * 1024);
  });
});

describe('the key', () => {
  it('moves with the clock when an event starts or ends, read once per version', async () => {
    let reads = 0;
    const rows = [
      { startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: new Date('2030-01-03T00:00:00Z') },
    ];
    const db = {
      select: () => ({ from: () => (reads++, Promise.resolve(rows)) }),
    } as unknown as Db;
    const clock = new EventClock(db);
    const before = await clock.at(1, Date.parse('2029-12-31T00:00:00Z'));
    const live = await clock.at(1, Date.parse('2030-01-02T00:00:00Z'));
    const ended = await clock.at(1, Date.parse('2030-01-04T00:00:00Z'));
    expect(new Set([before, live, ended]).size).toBe(3);
    expect(await clock.at(1, Date.parse('2030-01-02T01:00:00Z'))).toBe(live);
    expect(reads).toBe(1);
    await clock.at(2);
    expect(reads).toBe(2);
  });

  it('matches an If-None-Match weakly, in a list or as *', () => {
    const tag = 'W/"p3-abc"';
    expect(matchesEtag('W/"p3-abc"', tag)).toBe(true);
    expect(matchesEtag('"x", "p3-abc"', tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('W/"p2-abc"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});
