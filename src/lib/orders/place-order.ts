/**
 * What placing an order can come to, shared by the checkout screen (which asks) and the order outbox
 * (which sends, now or once the network is back). The page composes the two: features do not import
 * each other.
 */
import type { Lang, Order, Problem } from '../../../contract/types';
import type { OutboxRow } from '../db/schema';

export type OrderBody = OutboxRow['body'];

export type PlaceResult =
  /** The server has the order (201 first time, 200 for a repeat of the same token). */
  | { kind: 'placed'; order: Order }
  /** No network: written to the outbox, sent when the connection is back. Nothing is placed yet. */
  | { kind: 'queued' }
  /** The server refused it: 409 with the lines' problems, or 422 with the fields' message ids. */
  | {
      kind: 'refused';
      status: number;
      problems?: Problem[];
      errors?: Record<string, string[]>;
    };

/** `lang`: the page's language, the order's (its mails are written in it). */
export type PlaceOrder = (token: string, body: OrderBody, lang: Lang) => Promise<PlaceResult>;

/**
 * Where this device stands on a checkout token's order, as the outbox and the saved orders tell it: the
 * checkout screen shows a queued order as pending (after a reload too), a refused one with its reasons,
 * and a placed one as placed, whoever sent it (this tab, another one, the worker).
 */
export type OrderOnDevice =
  | { kind: 'none' }
  /** In the outbox, waiting for the network or being sent. */
  | { kind: 'queued' }
  /** Sent from the outbox and refused; `lines` are the lines it was refused for, queued at `queuedAt`. */
  | {
      kind: 'refused';
      status: number;
      queuedAt: number;
      lines: OrderBody['lines'];
      problems?: Problem[];
      errors?: Record<string, string[]>;
    }
  | { kind: 'placed'; order: Order };
