/**
 * Checkout load through nginx: shoppers each looping on a new checkout (PUT, then complete), and
 * readers of a listing and the home page. A complete answered 5xx, or not at all, is sent again (up to
 * three more times, 300 ms apart), as the app's order outbox does: what a replay answers counts too.
 * The ledger keeps every token completed and the order numbers its completes acknowledged.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { newToken } from '../shopper';
import { complete, putCheckout, read, READ_PATH, type Status, type Tally } from './http';

export class Ledger {
  /** Every token whose complete was sent. */
  readonly tried = new Set<string>();
  /** Token → the order numbers its 201 and 200 answers named. */
  readonly acked = new Map<string, Set<string>>();

  ack(token: string, number: string): void {
    this.acked.set(token, (this.acked.get(token) ?? new Set()).add(number));
  }
}

const isServerError = (s: Status) => typeof s !== 'number' || s >= 500;

/** Completes `token` until it is answered with anything but a 5xx or no answer (4 tries at most). */
export async function completeWithRetries(
  tally: Tally,
  base: string,
  token: string,
  ledger: Ledger,
): Promise<Status> {
  ledger.tried.add(token);
  let status: Status = 'no answer';
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await sleep(300);
    const answer = await complete(tally, base, token);
    status = answer.status;
    if (answer.number) ledger.ack(token, answer.number);
    if (!isServerError(status)) break;
  }
  return status;
}

export interface LoadOptions {
  base: string;
  variant: number;
  shoppers: number;
  readers: number;
  tally: Tally;
  ledger: Ledger;
}

/** Starts the load; `stop()` lets every loop finish its round and resolves when all have. */
export function startLoad(o: LoadOptions): { stop(): Promise<void> } {
  let stopped = false;
  const shopper = async () => {
    while (!stopped) {
      const token = newToken();
      const put = await putCheckout(o.tally, o.base, token, o.variant);
      // A refused PUT leaves nothing to complete; a pause keeps a failing shop from being hammered.
      if (put !== 200) await sleep(100);
      else await completeWithRetries(o.tally, o.base, token, o.ledger);
    }
  };
  const reader = async () => {
    while (!stopped) {
      for (const path of [READ_PATH, '/']) {
        const status = await read(o.tally, o.base, path);
        await sleep(isServerError(status) ? 100 : 20);
      }
    }
  };
  const loops = [
    ...Array.from({ length: o.shoppers }, shopper),
    ...Array.from({ length: o.readers }, reader),
  ];
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
