/**
 * The page's side of the outbox. It sends what waits at start, when the browser comes online, when this
 * tab queues an order, and every RETRY_MS while an order waits and the browser says it is online (the
 * server may have been busy). It also tells the shopper what became of queued orders whoever sent them:
 * the worker's writes reach every tab through Dexie's change events. Once nothing is left to send or to
 * tell, it clears the hint that makes the app load it at start (pending-hint.ts).
 */
import { liveQuery } from 'dexie';
import type { Order } from '../../../contract/types';
import { replayOutbox } from '../../lib/db/outbox';
import { sendOrder } from './api';
import { clearOutboxWork, keepOutboxHint, onOutboxWork } from './pending-hint';
import { countAnnouncements, hasOutboxWork, takeAnnouncements } from './store';

export const RETRY_MS = 30_000;

export interface ReplayerCallbacks {
  onPlaced: (order: Order) => void;
  onRefused: (token: string) => void;
}

export function startReplayer({ onPlaced, onRefused }: ReplayerCallbacks): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const warn = (error: unknown) => console.warn('order outbox:', error);

  const tell = async () => {
    if (stopped) return; // a stopped replayer must not take news it will not show
    const news = await takeAnnouncements();
    for (const order of news.placed) onPlaced(order);
    for (const token of news.refused) onRefused(token);
    if (await hasOutboxWork()) keepOutboxHint();
    else clearOutboxWork();
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
      const report = await replayOutbox(({ token, body }) => sendOrder({ token, body }));
      if (report.waiting > 0 && !stopped && navigator.onLine) timer = setTimeout(run, RETRY_MS);
      await tell();
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
  const off = onOutboxWork(() => void run());
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    off();
    news.unsubscribe();
  };
}
