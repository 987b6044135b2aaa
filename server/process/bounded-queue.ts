/**
 * A queue with two bounds: at most `concurrency` jobs run at once and at most `maxWaiting` wait for a
 * turn; one more is refused at once, with the subclass's error, rather than queued without end (so a
 * flood is answered 503 with Retry-After while the rest of the server stays responsive). Each
 * process has its own: the password hashes (auth/hash-queue.ts) and the picture drawer (db/draw-queue.ts).
 */
export interface QueueBounds {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused. */
  maxWaiting: number;
}

export abstract class BoundedQueue {
  readonly #bounds: QueueBounds;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(bounds: QueueBounds) {
    this.#bounds = bounds;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** The error a job gets when the queue is full. */
  protected abstract full(): Error;

  /** Runs `job` when a slot is free; rejects with full() at once when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#bounds.concurrency) {
      if (this.#waiting.length >= this.#bounds.maxWaiting) throw this.full();
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
