/**
 * The mail sender: a loop in every server that sends what the outbox holds (mails are written there in
 * the transaction of what they tell of, order-mails.ts). A round claims the due rows with
 * `FOR UPDATE SKIP LOCKED` and pushes their `next_attempt_at` out by a lease while it sends them, so two
 * senders (two replicas, or a round that overlaps another) never take the same mail; `attempts`, raised
 * by the claim, fences the row: only the sender that claimed it last may mark it sent or failed.
 *
 * A failed send is retried later with backoff and given up after MAX_ATTEMPTS (logged as an error);
 * nothing here can fail or hold up an order. A mail is sent at least once: if the process dies after
 * the mail server took a mail and before the row says so, the next claim sends it again.
 *
 * A mail's body holds what only its reader should have (a password-reset link, an order's link): it
 * is emptied as soon as the mail is sent or given up, and the row itself (who, what kind, when) is
 * deleted after MAIL_RETENTION_DAYS (purgeFinishedMails, run hourly with the other purges).
 */
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { safeErrorFields } from '../error-fields';
import { log as defaultLog, type Logger } from '../log';

/** A mail as the outbox holds it, claimed for one attempt. */
export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part; '' for a mail of text alone (one queued before mails had one). */
  html: string;
  orderId: number | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

export type FromAddress = string | { name: string; address: string };

export interface MailTransport {
  /** Where mail goes, for the start-up log (never a password). */
  describe: string;
  /** Sends one mail; rejects when it was not taken. Should give up when `signal` aborts. */
  send(mail: OutboxMail, from: FromAddress, signal: AbortSignal): Promise<unknown>;
  /** Writes each mail to the log itself: no "Mail sent" line besides. */
  logsEachMail?: boolean;
  close?(): void;
}

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
] as const;
/** 10 attempts span about a day (30 s, 2 min, 10 min, 30 min, 1 h, 3 h, then every 6 h). */
export const MAX_ATTEMPTS = 10;
/** How long one send may take before it is abandoned (and retried later). */
export const SEND_TIMEOUT_MS = 60_000;
/** A claimed row is left alone this long: far longer than a send may take, so no other sender takes it meanwhile. */
export const LEASE_MS = 5 * 60_000;

/** How long a sent or given-up mail's row (without its body) is kept, for the shop to see what went out. */
export const MAIL_RETENTION_DAYS = 30;

/**
 * Deletes the rows of mails finished longer ago than the retention, and empties any finished mail's
 * body still held (one written before bodies were emptied at sending). Answers how many rows went.
 */
export async function purgeFinishedMails(db: Db): Promise<number> {
  await db.execute(sql`
    update mail_outbox set text = '', html = ''
    where status <> 'pending' and (text <> '' or html <> '')`);
  const deleted = await db.execute(sql`
    delete from mail_outbox
    where status <> 'pending'
      and coalesce(sent_at, next_attempt_at, created_at) < now() - make_interval(days => ${MAIL_RETENTION_DAYS})`);
  return (deleted as unknown as { rowCount?: number | null }).rowCount ?? 0;
}

export function retryDelayMs(attempts: number): number {
  const i = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[i]!;
}

export interface SenderOptions {
  /** MAIL_FROM; unset, the store's name and contact email from its settings. */
  from?: string | null;
  /** How often the outbox is looked at when nobody nudges (ms). */
  intervalMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  logger?: Logger;
  /** The clock of due times and backoff; tests move it. */
  now?: () => Date;
}

export interface RoundResult {
  sent: number;
  /** Failed this time, to be retried. */
  retrying: number;
  /** Failed for the last time: left as `failed`. */
  gaveUp: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const errorText = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 1_000);

/** The error of a failed send as the log may hold it: no message (an SMTP reply can quote the address). */
function sendErrorFields(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { type: safeErrorFields(err).type };
  for (const key of ['code', 'responseCode', 'command'] as const)
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  return out;
}

export class MailSender {
  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #from: string | null;
  readonly #intervalMs: number;
  readonly #batchSize: number;
  readonly #log: Logger;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  readonly #abort = new AbortController();

  constructor(db: Db, transport: MailTransport, opts: SenderOptions = {}) {
    this.#db = db;
    this.#transport = transport;
    this.#from = opts.from?.trim() || null;
    this.#intervalMs = opts.intervalMs ?? 5_000;
    this.#batchSize = opts.batchSize ?? 10;
    this.#log = opts.logger ?? defaultLog;
    this.#now = opts.now ?? (() => new Date());
  }

  get describe(): string {
    return this.#transport.describe;
  }

  /** Looks at the outbox now and then every interval, until stop(). */
  start(): void {
    if (this.#timer || this.#stopping) return;
    this.#timer = setInterval(() => this.nudge(), this.#intervalMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Something was queued (its transaction committed): send it soon rather than at the next tick. */
  nudge(): void {
    if (this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          // A full batch means more may be due at once.
          while (!this.#stopping && (await this.#safeRound()) === this.#batchSize);
        } while (this.#again && !this.#stopping);
      } finally {
        this.#running = null;
      }
    })();
  }

  /** Waits up to `graceMs` for a send in progress, then abandons it; mails claimed and not sent are released. */
  async stop(graceMs = 2_000): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    const running = this.#running;
    if (running) {
      await Promise.race([running, sleep(graceMs, undefined, { ref: false })]);
      this.#abort.abort(new Error('the server is stopping'));
      await running;
    }
    this.#transport.close?.();
  }

  async #safeRound(): Promise<number> {
    try {
      const r = await this.runOnce();
      return r.sent + r.retrying + r.gaveUp;
    } catch (err) {
      this.#log.warn(
        { error: safeErrorFields(err) },
        'A round of the mail sender failed (it tries again at its next tick)',
      );
      return 0;
    }
  }

  /** One round: claims up to a batch of due mails and sends them one by one. */
  async runOnce(): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, retrying: 0, gaveUp: 0 };
    const claimed = await this.#claim(this.#now());
    if (claimed.length === 0) return result;
    const from = await this.#fromAddress();
    for (const [i, mail] of claimed.entries()) {
      if (this.#stopping) {
        await this.#release(claimed.slice(i));
        break;
      }
      const outcome = await this.#sendOne(mail, from);
      result[outcome]++;
    }
    return result;
  }

  async #claim(now: Date): Promise<OutboxMail[]> {
    const leased = new Date(now.getTime() + LEASE_MS);
    // Due up to the end of this millisecond: a mail is queued at PostgreSQL's now() (microseconds),
    // and a JS clock reading in the same millisecond (an order's nudge) would else find it not due.
    const dueBefore = new Date(now.getTime() + 1);
    const { rows } = (await this.#db.execute(sql`
      update mail_outbox m
      set attempts = m.attempts + 1, next_attempt_at = ${ts(leased)}
      from (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at < ${ts(dueBefore)}
        order by next_attempt_at, id
        limit ${this.#batchSize}
        for update skip locked
      ) due
      where m.id = due.id
      returning m.id, m.kind, m."to", m.subject, m.text, m.html, m.order_id, m.attempts`)) as unknown as {
      rows: {
        id: string | number;
        kind: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        order_id: number | null;
        attempts: number;
      }[];
    };
    return rows
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        orderId: r.order_id,
        attempts: r.attempts,
      }))
      .sort((a, b) => a.id - b.id);
  }

  async #fromAddress(): Promise<FromAddress> {
    if (this.#from) return this.#from;
    const settings = await readSettings(this.#db);
    return { name: settings.name, address: settings.contact.email };
  }

  async #sendOne(mail: OutboxMail, from: FromAddress): Promise<keyof RoundResult> {
    const fields = { mailId: mail.id, kind: mail.kind, orderId: mail.orderId };
    try {
      const signal = AbortSignal.any([this.#abort.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]);
      await this.#transport.send(mail, from, signal);
    } catch (err) {
      if (this.#abort.signal.aborted) {
        // Cut short by the shutdown, not refused: the next start tries it again as if untried.
        await this.#release([mail]);
        return 'retrying';
      }
      return this.#failed(mail, err);
    }
    await this.#db.execute(sql`
      update mail_outbox set status = 'sent', sent_at = ${ts(this.#now())}, last_error = null, text = '', html = ''
      where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
    if (!this.#transport.logsEachMail) this.#log.info(fields, 'Mail sent');
    return 'sent';
  }

  async #failed(mail: OutboxMail, err: unknown): Promise<keyof RoundResult> {
    const fields = {
      mailId: mail.id,
      kind: mail.kind,
      orderId: mail.orderId,
      attempts: mail.attempts,
      error: sendErrorFields(err),
    };
    if (mail.attempts >= MAX_ATTEMPTS) {
      await this.#db.execute(sql`
        update mail_outbox set status = 'failed', last_error = ${errorText(err)}, text = '', html = ''
        where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
      this.#log.error(
        fields,
        `Gave up on a mail after ${mail.attempts} attempts (the reason is in mail_outbox.last_error)`,
      );
      return 'gaveUp';
    }
    const delay = retryDelayMs(mail.attempts);
    const next = new Date(this.#now().getTime() + delay);
    await this.#db.execute(sql`
      update mail_outbox set next_attempt_at = ${ts(next)}, last_error = ${errorText(err)}
      where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
    this.#log.warn(
      { ...fields, retryInSeconds: delay / 1000 },
      'A mail could not be sent; it will be tried again',
    );
    return 'retrying';
  }

  /** Gives claimed mails back untried: due at once, the attempt not counted. */
  async #release(mails: OutboxMail[]): Promise<void> {
    for (const mail of mails) {
      await this.#db
        .execute(
          sql`
          update mail_outbox set attempts = attempts - 1, next_attempt_at = ${ts(this.#now())}
          where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`,
        )
        .catch(() => undefined); // left leased, it is taken again once the lease ends
    }
  }
}

/** No mail server: each mail goes to the log, whole, so a shop without SMTP still sees its orders come in. */
export function logTransport(logger: Logger = defaultLog): MailTransport {
  return {
    describe: 'written to the server log (SMTP_URL is unset)',
    logsEachMail: true,
    async send(mail) {
      const { kind, to, subject, text } = mail;
      logger.info({ mail: { kind, to, subject, text } }, `Mail ${kind}: ${subject}`);
    },
  };
}
