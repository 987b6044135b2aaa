/**
 * The order page's data. The device's copy (Dexie `orders`, live) shows at once, and offline; the
 * server's read, in the page's language, replaces it on screen and on the device. The read is made again
 * when the shopper comes back to the page (focus, the tab shown again) and when the network returns, so a
 * status the shop changed shows without a reload; order reads are never cached by the worker (no-store),
 * so each one asks the server. While the page is open and shown it is also read every 20 s until the
 * order is final (use-order-poll.ts), an answer older than the one shown left out.
 * A failed read keeps what is shown and says it is the copy saved then.
 * An order still in the outbox (placed offline, not sent yet) shows as waiting.
 *
 * A malformed token is the not-found page (thrown); a well-formed one that neither the server nor the
 * device knows is `missing`, which the page says in its own words.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PATH_TOKEN_RE } from '../../../contract/constants';
import type { Lang, Order } from '../../../contract/types';
import type { OutboxRow } from '../../lib/db/schema';
import { notFoundError, statusOf } from '../../lib/page-error';
import { fetchOrder } from './api';
import { isFinal, isOlder } from './order-freshness';
import { useOrderPoll } from './use-order-poll';
import { useRefreshOnReturn } from './refresh-on-return';
import { readLocalOrder, saveOrder, type LocalOrder } from './store';

export type OrderView =
  | { kind: 'loading' }
  | {
      kind: 'order';
      order: Order;
      /** Set when the server could not be read: the copy shown is the one saved on the device then. */
      savedCopyAt: number | null;
      refresh: () => void;
    }
  | { kind: 'queued'; row: OutboxRow }
  | { kind: 'missing' }
  | { kind: 'error'; error: unknown; retry: () => void };

interface Read {
  key: string;
  /** The server's answer and when it came. */
  got?: { order: Order; at: number };
  /** The last read's failure (a later success clears it). */
  error?: unknown;
}

const nothingLocal: LocalOrder = { saved: undefined, queued: undefined };

export function useOrder(token: string, lang: Lang): OrderView {
  const valid = PATH_TOKEN_RE.test(token);
  const key = `${lang}:${token}`;
  const [location] = useLocation();
  const local = useLiveQuery(
    () => (valid ? readLocalOrder(token).catch(() => nothingLocal) : nothingLocal),
    [token, valid],
  );
  const [read, setRead] = useState<Read>({ key: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    fetchOrder(token, lang, controller.signal)
      .then((order) => {
        if (controller.signal.aborted) return;
        // An answer older than the one shown (a slow read overtaken) changes nothing on screen, but
        // still counts as an answer: the poll's clock starts over and a shown failure clears.
        setRead((prev) =>
          prev.key === key && prev.got && isOlder(order, prev.got.order)
            ? { key, got: { order: prev.got.order, at: Date.now() } }
            : { key, got: { order, at: Date.now() } },
        );
        // On the device for next time; a full or refused storage only costs the offline copy.
        saveOrder(order).catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRead((prev) => (prev.key === key ? { ...prev, error } : { key, error }));
      });
    return () => controller.abort();
  }, [token, lang, key, valid, attempt]);

  const again = () => setAttempt((n) => n + 1);
  useRefreshOnReturn(valid ? again : null);
  // The open page follows the shop until nothing more can change (use-order-poll.ts).
  const got = read.key === key ? read.got : undefined;
  const following = valid && read.key === key && !(got && isFinal(got.order));
  useOrderPoll(following ? again : null, read);

  if (!valid) throw notFoundError(location);
  const current: Read = read.key === key ? read : { key };
  const failed = current.error !== undefined;
  const saved = local?.saved;
  const shown = current.got ?? (saved && { order: saved.order, at: saved.savedAt });
  if (shown) {
    return {
      kind: 'order',
      order: shown.order,
      savedCopyAt: failed ? shown.at : null,
      refresh: again,
    };
  }
  if (local?.queued) return { kind: 'queued', row: local.queued };
  if (!failed || local === undefined) return { kind: 'loading' };
  if (statusOf(current.error) === 404) return { kind: 'missing' };
  return { kind: 'error', error: current.error, retry: again };
}
