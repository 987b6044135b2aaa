/**
 * The page's side of the outbox. It sends what waits at start, when the browser comes online, when this
 * tab queues an order, and again after each of RETRY_DELAYS_MS while an order waits and the browser says
 * it is online. It also tells the shopper what became of queued orders whoever sent them:
 * the worker's writes reach every tab through Dexie's change events. Once nothing is left to send or to
 * tell, it clears the hint that makes the app load it at start (pending-hint.ts).
 */
import { liveQuery } from 'dexie';
import type { Order } from '../../../contract/types';
import { replayOutbox } from '../../lib/db/outbox';
import { sendOrder } from './api';
import { clearOutboxWork, keepOutboxHint, onOutboxWork } from './pending-hint';
import { countAnnouncements, hasOutboxWork, readWaitingOrders, takeAnnouncements } from './store';

/**
 * The waits between tries while an order waits. Short at first: a connection that has just come back
 * often fails its first requests, and the worker's Background Sync may have taken the order at that
 * moment and failed with it. Then every 30 s (the last delay repeats), for a server that is busy.
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

export interface ReplayerCallbacks {
  onPlaced: (order: Order) => void;
  onRefused: (token: string) => void;
}

export function startReplayer({ onPlaced, onRefused }: ReplayerCallbacks): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0; // tries since the last trigger from outside (start, `online`, a queued order)
  const warn = (error: unknown) => console.warn('order outbox:', error);

  const tell = async () => {
    if (stopped) return; // a stopped replayer must not take news it will not show
    const news = await takeAnnouncements();
    for (const order of news.placed) onPlaced(order);
    for (const token of news.refused) onRefused(token);
    if (await hasOutboxWork()) keepOutboxHint();
    else clearOutboxWork();
  };

  const retryLater = () => {
    const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)];
    retries++;
    timer = setTimeout(run, delay);
  };

  // One replay at a time in this tab; a trigger during one runs one more after it.
  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      // Offline, sending would only fail: the `online` event brings the next run.
      if (navigator.onLine === false) return await tell();
      await replayOutbox(({ token, body, lang }) => sendOrder({ token, body, lang }));
      await tell();
      // Whoever held them (this tab, another, the worker), orders still waiting get another try here.
      const waiting = await readWaitingOrders();
      if (waiting.length > 0 && !stopped && navigator.onLine) retryLater();
    } catch (error) {
      warn(error);
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };

  const news = liveQuery(countAnnouncements).subscribe({
    next: (count) => {
      if (count > 0) void tell().catch(warn);
    },
    error: warn,
  });
  const trigger = () => {
    retries = 0;
    void run();
  };
  const off = onOutboxWork(trigger);
  trigger();
  return () => {
    stopped = true;
    clearTimeout(timer);
    off();
    news.unsubscribe();
  };
}
