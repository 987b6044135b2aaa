import { describe, expect, it } from 'vitest';
import { BusyError, HashQueue } from './hash-queue';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('HashQueue', () => {
  it('runs at most `concurrency` jobs at once, in the order they came', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(i);
      await tick(5);
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => queue.run(job(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once, without waiting, when `maxWaiting` jobs already wait', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 2 });
    const slow = () => queue.run(() => tick(50));
    const accepted = [slow(), slow(), slow()];
    const started = performance.now();
    await expect(queue.run(() => tick(1))).rejects.toBeInstanceOf(BusyError);
    expect(performance.now() - started).toBeLessThan(20);
    await Promise.all(accepted);
    await expect(queue.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('frees the slot when a job fails', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
