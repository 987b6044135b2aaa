/**
 * The on-demand drawer's queue (process/bounded-queue.ts), one per process. Drawing a picture takes
 * about half a second of CPU (sharp's threads): unbounded, a page of pictures that no replica has
 * drawn yet would queue dozens of draws and slow every other request behind them (issue 36 measured
 * catalog reads at 200 ms p50).
 * Here at most `concurrency` pictures are drawn at once and `maxWaiting` wait; one more is refused
 * at once (DrawQueueFull, answered 503 with Retry-After) rather than piled up.
 */
import { BoundedQueue, type QueueBounds } from '../process/bounded-queue';

export class DrawQueueFull extends Error {
  constructor() {
    super('Too many pictures being drawn at once');
  }
}

/**
 * Two at once (sharp spreads each over the cores too), and 64 waiting: about 16 s of drawing at half a
 * second a picture, two at a time, inside the 30 s a request may go without a byte
 * (process/connections.ts), and room for two or three pages of pictures no replica has drawn yet (a
 * first start). The queue counts pictures, not requests: every file of a picture being drawn waits on
 * that one draw.
 */
export const DRAW_BOUNDS: QueueBounds = { concurrency: 2, maxWaiting: 64 };

export class DrawQueue extends BoundedQueue {
  constructor(bounds: QueueBounds = DRAW_BOUNDS) {
    super(bounds);
  }

  protected full(): Error {
    return new DrawQueueFull();
  }
}
