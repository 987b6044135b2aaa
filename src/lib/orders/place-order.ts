/**
 * What placing an order can come to, shared by the checkout screen (which asks) and the order outbox
 * (which sends, now or once the network is back). The page composes the two: features do not import
 * each other.
 */
import type { Order, Problem } from '../../../contract/types';
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

export type PlaceOrder = (token: string, body: OrderBody) => Promise<PlaceResult>;
