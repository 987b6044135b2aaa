/**
 * The password hashes' own queue (process/bounded-queue.ts). scrypt runs on libuv's thread pool (4
 * threads by default), the same pool that serves file reads and compression: unbounded, a flood of
 * sign-ins fills every thread and browsing waits behind it (issue 13 measured the catalog's p50 going
 * from 32 ms to 3.9 s). Here at most `concurrency` hashes run at once, leaving the rest of the pool
 * free, and at most `maxWaiting` wait; past that a hash is refused at once (BusyError, answered 503 with Retry-After) rather than
 * queued without end. The queue is per process: each replica protects its own thread pool.
 * docs/decisions/013 says why these numbers.
 */
import { BoundedQueue } from '../process/bounded-queue';

export class BusyError extends Error {
  constructor() {
    super('Too many password checks at once');
  }
}

export class HashQueue extends BoundedQueue {
  protected full(): Error {
    return new BusyError();
  }
}

const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * The process's queue: half the thread pool (2 of Node's default 4), and 32 waiting, about eight
 * seconds of sign-ins at 0.5 s a hash, inside the app's 10-second request timeout.
 */
export const sharedHashQueue = new HashQueue({
  concurrency: Math.max(1, Math.floor(poolSize / 2)),
  maxWaiting: 32,
});
