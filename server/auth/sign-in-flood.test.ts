/**
 * A flood of wrong sign-ins must not slow browsing (issue 13: 20 connections of wrong passwords took
 * the catalog's p50 from 32 ms to 3.9 s, because scrypt shares libuv's thread pool with file reads and
 * compression). The hash queue keeps half the pool free: during a burst, work on the pool (gzip, as
 * the server's compression does) and a compressed catalog read still answer quickly. A full queue
 * answers 503 with Retry-After at once, and that attempt does not count against the rate limit.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema';
import { makeTestApp, type TestContext } from '../test/test-app';
import { send, uniqueEmail } from '../routes/account-test-client';
import { PASSWORD_PARAMS } from '../routes/auth-passwords';
import { HashQueue } from './hash-queue';
import { keysFor } from './rate-limit';

const zip = promisify(gzip);
let t: TestContext;
let most = 0;
class WatchedQueue extends HashQueue {
  override run<T>(job: () => Promise<T>): Promise<T> {
    return super.run(async () => {
      most = Math.max(most, this.running);
      return job();
    });
  }
}
// As in production: half of Node's four pool threads, 32 waiting.
const queue = new WatchedQueue({ concurrency: 2, maxWaiting: 32 });

beforeAll(async () => {
  // Hashes at production's cost: what fills the queue and the thread pool here is their length.
  t = await makeTestApp({ hashQueue: queue, passwordParams: PASSWORD_PARAMS });
}, 60_000);
afterAll(() => t.handle.close());

const wrongSignIn = () =>
  send(t.app, 'POST', '/api/auth/login', { email: uniqueEmail(), password: 'not it at all' });

describe('a burst of wrong sign-ins', () => {
  it('leaves the thread pool free for compression and the catalog', async () => {
    const body = Buffer.alloc(256 * 1024, 'catalog json ');
    const catalog = async () => {
      const started = performance.now();
      const res = await t.app.request('/api/catalog/collections/?lang=en&per_page=24', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    await catalog(); // warm
    const burstStarted = performance.now();
    const burst = Promise.all(Array.from({ length: 12 }, wrongSignIn));
    await new Promise((r) => setTimeout(r, 100)); // the queue is full of hashes by now
    const gzipTimes: number[] = [];
    const readTimes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      await zip(body);
      gzipTimes.push(performance.now() - started);
      readTimes.push(await catalog());
    }
    const during = performance.now() - burstStarted;
    const answers = await burst;
    const burstTook = performance.now() - burstStarted;
    expect(answers.every((a) => a.status === 401)).toBe(true);
    expect(most).toBe(2);
    // The measurements ran while hashes were still queued (the burst outlasted them)...
    expect(burstTook).toBeGreaterThan(during);
    // ...and none waited behind the hashes: without the queue each would wait for several 0.5 s hashes.
    expect(Math.max(...gzipTimes), `gzip ${gzipTimes.map(Math.round)}`).toBeLessThan(400);
    expect(Math.max(...readTimes), `catalog ${readTimes.map(Math.round)}`).toBeLessThan(1000);
  }, 60_000);

  it('answers 503 with Retry-After when the queue is full, and does not count that attempt', async () => {
    const tiny = new HashQueue({ concurrency: 1, maxWaiting: 1 });
    const small = await makeTestApp({ hashQueue: tiny, passwordParams: PASSWORD_PARAMS });
    try {
      const email = uniqueEmail();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          send(small.app, 'POST', '/api/auth/login', { email, password: 'not it at all' }),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(2);
      expect(busy).toHaveLength(2);
      expect(busy[0]!.body).toEqual({
        message: 'Too many sign-ins at once: please try again in a moment',
      });
      expect(busy[0]!.headers.get('retry-after')).toBe('2');
      const [{ n }] = (await small.handle.db
        .select({ n: count() })
        .from(authAttempts)
        .where(
          sql`${authAttempts.key} = ${keysFor('login', email.toLowerCase(), null).account}`,
        )) as [{ n: number }];
      expect(n).toBe(2); // the two checked failures; the refused two were given back
    } finally {
      await small.handle.close();
    }
  }, 60_000);
});
