/**
 * The password hashes' own queue. scrypt runs on libuv's thread pool (4 threads by default), the same
 * pool that serves file reads and compression: unbounded, a flood of sign-ins fills every thread and
 * browsing waits behind it (issue 13 measured the catalog's p50 going from 32 ms to 3.9 s). Here at
 * most `concurrency` hashes run at once, leaving the rest of the pool free, and at most `maxWaiting`
 * wait; past that a hash is refused at once (BusyError, answered 503 with Retry-After) rather than
 * queued without end. The queue is per process: each replica protects its own thread pool.
 * docs/decisions/013 says why these numbers.
 */

export class BusyError extends Error {
  constructor() {
    super('Too many password checks at once');
  }
}

export interface HashQueueOptions {
  /** Hashes running at once; keep it below the thread pool's size. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused. */
  maxWaiting: number;
}

export class HashQueue {
  readonly #opts: HashQueueOptions;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(opts: HashQueueOptions) {
    this.#opts = opts;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `job` when a slot is free; rejects with BusyError at once when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#opts.concurrency) {
      if (this.#waiting.length >= this.#opts.maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below a waiting job.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
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
