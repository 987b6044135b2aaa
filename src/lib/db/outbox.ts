/**
 * The order outbox (DESIGN.md sections 3 and 4). An order placed with no network waits in the Dexie
 * `outbox` table, keyed by its checkout token, until it is sent: by a page (at start, on `online`) or by
 * the service worker (Background Sync). Every outbox write goes through a connection opened with strict
 * durability, so a row the shopper was told is queued survives a crash or a power cut.
 *
 * Any number of senders may race (two tabs, a retry, the worker): a row is claimed in a transaction
 * before it is sent, so one sender has it at a time, and the server makes one order per token however
 * often it is sent. A row is never dropped on the way: a network failure puts it back to `queued`, a
 * refusal marks it `failed` with the server's reason, and it is deleted only in the transaction that
 * saves the placed order in `orders`. Pure (Dexie and contract only): the worker imports it.
 */
import type { Lang, Order, Problem } from '../../../contract/types';
import { StorefrontDb } from './db';
import { DB_NAME, type OutboxRow } from './schema';

/** The Background Sync tag the page registers and the worker's `sync` handler answers. */
export const OUTBOX_SYNC_TAG = 'order-outbox';

/**
 * A claim older than this is taken as abandoned (the tab closed mid-send). A send is two calls of at most
 * 10 s each (API_TIMEOUT_MS), so a live claim never gets this old.
 */
export const SENDING_LEASE_MS = 60_000;

/** What one attempt to send a queued order came to. */
export type SendOutcome =
  | { kind: 'placed'; order: Order }
  | {
      kind: 'refused';
      status: number;
      problems?: Problem[];
      errors?: Record<string, string[]>;
    }
  /** No answer, or a passing one (a busy or broken server): the row waits for the next try. */
  | { kind: 'retry' };

export type SendQueued = (row: OutboxRow) => Promise<SendOutcome>;

export interface ReplayReport {
  placed: Order[];
  refused: string[];
  /** Rows this replay sent and put back to wait (no network, a busy server). */
  waiting: number;
}

let strict: StorefrontDb | null = null;

/** The outbox's own connection: each of its transactions is committed with strict durability. */
export function outboxDb(): StorefrontDb {
  strict ??= new StorefrontDb(DB_NAME, { chromeTransactionDurability: 'strict' });
  return strict;
}

/** Writes (or replaces) the order as `queued`; resolves once it is on disk. */
export async function queueOrder(
  token: string,
  body: OutboxRow['body'],
  {
    withSession = false,
    lang,
    now = Date.now(),
  }: { withSession?: boolean; lang?: Lang; now?: number } = {},
): Promise<void> {
  const d = outboxDb();
  const row: OutboxRow = {
    token,
    body,
    queuedAt: now,
    attempts: 0,
    state: 'queued',
    failure: null,
    sending: null,
    withSession,
    ...(lang ? { lang } : {}),
  };
  await d.transaction('rw', d.outbox, () => d.outbox.put(row));
}

export function isClaimable(row: OutboxRow, now: number): boolean {
  if (row.state === 'queued') return true;
  return row.state === 'sending' && (!row.sending || now - row.sending.since >= SENDING_LEASE_MS);
}

/** Marks the row `sending` for `by`, or answers null when it is not there or someone else has it. */
export async function claimRow(token: string, by: string, now = Date.now()) {
  const d = outboxDb();
  return d.transaction('rw', d.outbox, async () => {
    const row = await d.outbox.get(token);
    if (!row || !isClaimable(row, now)) return null;
    const claimed: OutboxRow = {
      ...row,
      state: 'sending',
      sending: { by, since: now },
      attempts: row.attempts + 1,
    };
    await d.outbox.put(claimed);
    return claimed;
  });
}

/**
 * Records what a send came to. A placed order is saved and its row deleted in one transaction, whoever
 * held the claim (the server has it). A refusal or a retry only touches a row still claimed by `by`:
 * a row queued again meanwhile (the shopper placed it anew) is left as it is now. `tell`: the shopper
 * is still to be told of this placement (it was sent from the outbox, not while they watched).
 */
export async function settleRow(
  token: string,
  by: string,
  outcome: SendOutcome,
  { tell = false, now = Date.now() } = {},
): Promise<void> {
  const d = outboxDb();
  await d.transaction('rw', d.outbox, d.orders, async () => {
    const row = await d.outbox.get(token);
    if (outcome.kind === 'placed') {
      // A second sender's answer for a row already settled keeps the first's `tell` (told once only).
      const saved = row ? undefined : await d.orders.where('checkoutToken').equals(token).first();
      const stillToTell = row ? tell : (saved?.tell ?? false);
      await d.orders.put({
        token: outcome.order.token,
        checkoutToken: token,
        order: outcome.order,
        savedAt: now,
        ...(stillToTell ? { tell: true } : {}),
      });
      if (row) await d.outbox.delete(token);
      return;
    }
    if (!row || row.state !== 'sending' || row.sending?.by !== by) return;
    if (outcome.kind === 'retry') {
      await d.outbox.put({ ...row, state: 'queued', sending: null });
      return;
    }
    const { status, problems, errors } = outcome;
    await d.outbox.put({
      ...row,
      state: 'failed',
      sending: null,
      told: false,
      failure: { status, ...(problems ? { problems } : {}), ...(errors ? { errors } : {}) },
    });
  });
}

/**
 * Sends every claimable row, oldest first, one at a time (gentle on a phone's radio and the server).
 * `include` leaves some rows to other senders (the worker leaves a signed-in customer's to the page).
 */
export async function replayOutbox(
  send: SendQueued,
  { include = (_row: OutboxRow): boolean => true } = {},
): Promise<ReplayReport> {
  const d = outboxDb();
  const by = crypto.randomUUID();
  const report: ReplayReport = { placed: [], refused: [], waiting: 0 };
  const rows = await d.outbox.orderBy('queuedAt').toArray();
  for (const candidate of rows) {
    if (!include(candidate) || !isClaimable(candidate, Date.now())) continue;
    const row = await claimRow(candidate.token, by);
    if (!row) continue; // another sender took it between the read and the claim
    const outcome = await send(row).catch((): SendOutcome => ({ kind: 'retry' }));
    await settleRow(row.token, by, outcome, { tell: true });
    if (outcome.kind === 'placed') report.placed.push(outcome.order);
    else if (outcome.kind === 'refused') report.refused.push(row.token);
    else report.waiting++;
  }
  return report;
}
