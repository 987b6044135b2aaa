/**
 * The mail sender against the real PostgreSQL: an order queues the shopper's and the shop's mails and
 * wakes the sender; mails go out through a nodemailer transport (jsonTransport, and a tiny SMTP server
 * for SMTP_URL), a failure is retried with backoff and given up in the end, two senders racing never
 * send one mail twice, and without SMTP_URL each mail is written to the log.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrderThroughApi, setVariants } from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { createLogger } from '../log';
import { readSettings } from '../db/queries/settings';
import { mailOutbox } from '../db/schema-orders';
import { enqueueAccountMail, resetLink, resetMail } from './account-mails';
import {
  LEASE_MS,
  MAIL_RETENTION_DAYS,
  MAX_ATTEMPTS,
  MailSender,
  purgeFinishedMails,
  RETRY_DELAYS_MS,
  logTransport,
  type MailTransport,
  type OutboxMail,
} from './sender';
import { describeSmtpUrl, nodemailerTransport, parseSmtpUrl, transportFromEnv } from './transport';

let t: TestContext;
const LONGEST = RETRY_DELAYS_MS.at(-1)!;
const nudge = vi.fn();
let variant: string;

beforeAll(async () => {
  t = await makeTestApp({ poolSize: 8, mail: { nudge } });
  variant = (await setVariants(t.handle, 1, { price: 1000, stock: 1000 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());
beforeEach(async () => {
  await t.handle.pool.query('delete from mail_outbox');
});

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) }, 'info');
  return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

async function queue(n: number, kind = 'test') {
  await t.handle.db.insert(mailOutbox).values(
    Array.from({ length: n }, (_, i) => ({
      kind,
      to: `shopper${i}@example.com`,
      subject: `Mail ${i}`,
      text: `Hello ${i}`,
    })),
  );
}

async function rows() {
  const { rows } = await t.handle.pool.query(
    `select id::int, kind, "to", status, attempts, next_attempt_at, last_error, sent_at
     from mail_outbox order by id`,
  );
  return rows;
}

/** A transport that records what it was given and fails while `failing` says so. */
function fakeTransport(opts: { failing?: () => boolean; delayMs?: number } = {}) {
  const sent: { mail: OutboxMail; from: unknown }[] = [];
  const transport: MailTransport = {
    describe: 'fake',
    async send(mail, from, signal) {
      if (opts.delayMs) await sleep(opts.delayMs, undefined, { signal });
      if (opts.failing?.()) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
      sent.push({ mail, from });
    },
  };
  return { transport, sent };
}

/** `transport`, except that it refuses every mail to an address starting with "refuse". */
function refusingSome(transport: MailTransport): MailTransport {
  return {
    describe: 'fake',
    send: (mail, from, signal) =>
      mail.to.startsWith('refuse')
        ? Promise.reject(new Error('550 no such user'))
        : transport.send(mail, from, signal),
  };
}

/** A clock the test moves, starting a second ahead so that rows just inserted are due. */
function clock() {
  let now = Date.now() + 1_000;
  return {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
}

describe('placing an order', () => {
  it('queues the shopper’s confirmation and the shop’s notice, and wakes the sender once', async () => {
    nudge.mockClear();
    const { token, res } = await placeOrderThroughApi(t.app, [
      { variant_id: variant, quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    const number = res.body.data.number as string;
    const shopEmail = (await readSettings(t.handle.db)).contact.email;
    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.to, r.status])).toEqual([
      ['order_placed', 'lan@example.com', 'pending'],
      ['shop_order_placed', shopEmail, 'pending'],
    ]);
    expect(nudge).toHaveBeenCalledTimes(1);

    // A repeat of the complete answers the same order: no new mail, no nudge.
    const again = await t.app.request(`/api/checkouts/${token}/complete`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await rows()).toHaveLength(2);
    expect(nudge).toHaveBeenCalledTimes(1);

    const { transport, sent } = fakeTransport();
    expect(await new MailSender(t.handle.db, transport).runOnce()).toEqual({
      sent: 2,
      retrying: 0,
      gaveUp: 0,
    });
    expect(sent.map((s) => s.mail.subject)).toEqual([
      expect.stringContaining(number),
      expect.stringContaining(number),
    ]);
  });
});

describe('sending', () => {
  it('sends each due mail through nodemailer and marks it sent', async () => {
    await queue(3);
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const json = nodemailerTransport(mailer, 'json');
    const messages: Record<string, unknown>[] = [];
    const transport: MailTransport = {
      describe: 'json',
      send: async (mail, from, signal) => {
        const info = (await json.send(mail, from, signal)) as { message: string };
        messages.push(JSON.parse(info.message));
      },
    };
    const sender = new MailSender(t.handle.db, transport, { logger: capture().logger });
    expect(await sender.runOnce()).toEqual({ sent: 3, retrying: 0, gaveUp: 0 });
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatchObject({
      from: { address: 'hello@may-clothing.example', name: 'Mây Clothing' },
      to: [{ address: 'shopper0@example.com' }],
      subject: 'Mail 0',
      text: 'Hello 0',
    });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    // Nothing is due any more.
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(messages).toHaveLength(3);
  });

  it('takes MAIL_FROM as the sender when it is set', async () => {
    await queue(1);
    const { transport, sent } = fakeTransport();
    const sender = new MailSender(t.handle.db, transport, { from: 'Shop <shop@example.com>' });
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(sent[0]!.from).toBe('Shop <shop@example.com>');
  });

  it('sends a mail queued later once nudged, and keeps looking every interval', async () => {
    const { transport, sent } = fakeTransport();
    const sender = new MailSender(t.handle.db, transport, { intervalMs: 100 });
    sender.start();
    try {
      await queue(2);
      sender.nudge();
      await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 2_000 });
      await queue(1); // no nudge: the interval finds it
      await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 2_000 });
    } finally {
      await sender.stop();
    }
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('a failed send', () => {
  it('is retried after 30 s, then 2 min, and sent once the transport takes it', async () => {
    await queue(1);
    let failures = 2;
    const { transport, sent } = fakeTransport({ failing: () => failures-- > 0 });
    const c = clock();
    const log = capture();
    const sender = new MailSender(t.handle.db, transport, { now: c.now, logger: log.logger });

    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Error: 451 try later',
    });
    expect(row.next_attempt_at.getTime()).toBe(c.now().getTime() + RETRY_DELAYS_MS[0]);
    // The log names the mail and the SMTP code, not the address nor the server's words.
    const warning = log.records().find((r) => r.msg?.toString().includes('tried again'));
    expect(warning).toMatchObject({ kind: 'test', attempts: 1, retryInSeconds: 30 });
    expect(JSON.stringify(warning)).not.toContain('shopper0@example.com');
    expect(warning?.error).toEqual({ type: 'Error', responseCode: 451 });

    c.advance(29_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 }); // not due yet
    c.advance(1_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    [row] = await rows();
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at.getTime()).toBe(c.now().getTime() + RETRY_DELAYS_MS[1]);

    c.advance(RETRY_DELAYS_MS[1]);
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sent).toHaveLength(1);
  });

  it(`is given up after ${MAX_ATTEMPTS} attempts, logged as an error, and never blocks the others`, async () => {
    await t.handle.db
      .insert(mailOutbox)
      .values({ kind: 'doomed', to: 'refuse@example.com', subject: 'x', text: 'x' });
    await queue(1, 'fine');
    const { transport, sent } = fakeTransport();
    const refusing = refusingSome(transport);
    const c = clock();
    const log = capture();
    const sender = new MailSender(t.handle.db, refusing, { now: c.now, logger: log.logger });
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 1, gaveUp: 0 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      c.advance(LONGEST);
      const round = await sender.runOnce();
      expect(round).toEqual(
        attempt < MAX_ATTEMPTS
          ? { sent: 0, retrying: 1, gaveUp: 0 }
          : { sent: 0, retrying: 0, gaveUp: 1 },
      );
    }
    const doomed = (await rows()).find((r) => r.kind === 'doomed');
    expect(doomed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    c.advance(LONGEST);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(sent.map((s) => s.mail.kind)).toEqual(['fine']);
    const gaveUp = log.records().find((r) => r.level === 50);
    expect(gaveUp).toMatchObject({ kind: 'doomed', attempts: MAX_ATTEMPTS });
    expect(String(gaveUp?.msg)).toContain('Gave up');
  });
});

describe('senders racing', () => {
  it('never send one mail twice: three senders, 90 mails, each sent exactly once', async () => {
    await queue(90);
    const sends: number[] = [];
    const transport: MailTransport = {
      describe: 'fake',
      async send(mail) {
        await new Promise((ok) => setTimeout(ok, Math.random() * 5));
        sends.push(mail.id);
      },
    };
    const senders = Array.from(
      { length: 3 },
      () => new MailSender(t.handle.db, transport, { batchSize: 7 }),
    );
    const perSender = await Promise.all(
      senders.map(async (s) => {
        let mine = 0;
        for (;;) {
          const round = await s.runOnce();
          if (round.sent === 0) return mine;
          mine += round.sent;
        }
      }),
    );
    expect(sends).toHaveLength(90);
    expect(new Set(sends).size).toBe(90);
    expect(perSender.reduce((a, b) => a + b, 0)).toBe(90);
    expect(perSender.filter((n) => n > 0).length).toBeGreaterThan(1); // they did share the work
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('leaves a mail claimed by another sender alone until its lease ends', async () => {
    await queue(1);
    const c = clock();
    const slow = fakeTransport({ delayMs: 300 });
    const other = fakeTransport();
    const first = new MailSender(t.handle.db, slow.transport, { now: c.now });
    const second = new MailSender(t.handle.db, other.transport, { now: c.now });
    const firstRound = first.runOnce();
    await new Promise((ok) => setTimeout(ok, 100)); // the first has claimed it and is sending
    expect(await second.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(await firstRound).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    c.advance(LEASE_MS + 1);
    expect(await second.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 }); // sent: never again
    expect([slow.sent.length, other.sent.length]).toEqual([1, 0]);
  });
});

describe('stopping', () => {
  it('abandons a send still going after the grace, and gives the mails back untried', async () => {
    await queue(3);
    const { transport, sent } = fakeTransport({ delayMs: 1_000 });
    const sender = new MailSender(t.handle.db, transport, { intervalMs: 60_000 });
    sender.start();
    await new Promise((ok) => setTimeout(ok, 100));
    const began = Date.now();
    await sender.stop(200);
    expect(Date.now() - began).toBeLessThan(800);
    expect(sent).toHaveLength(0);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await rows()).every((r) => r.next_attempt_at.getTime() <= Date.now())).toBe(true);
  });
});

describe('transports', () => {
  it('writes each mail to the log when SMTP_URL is unset (npm start’s default)', async () => {
    const log = capture();
    const transport = transportFromEnv({}, log.logger);
    expect(transport.describe).toContain('SMTP_URL is unset');
    await queue(1);
    expect(await new MailSender(t.handle.db, transport, { logger: log.logger }).runOnce()).toEqual({
      sent: 1,
      retrying: 0,
      gaveUp: 0,
    });
    const [record] = log.records();
    expect(record).toMatchObject({
      level: 30,
      mail: { kind: 'test', to: 'shopper0@example.com', subject: 'Mail 0', text: 'Hello 0' },
    });
    expect((await rows())[0].status).toBe('sent');
    expect(logTransport(log.logger).describe).toBe(transport.describe);
  });

  it('reads SMTP_URL: smtp or smtps only, described without its credentials', () => {
    expect(parseSmtpUrl(undefined)).toBeNull();
    expect(parseSmtpUrl('  ')).toBeNull();
    expect(() => parseSmtpUrl('mail.example.com')).toThrow(/SMTP_URL/);
    expect(() => parseSmtpUrl('http://mail.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(describeSmtpUrl('smtp://user:s3cret@mail.example:2525')).toBe(
      'SMTP at mail.example:2525',
    );
    expect(describeSmtpUrl('smtps://user:s3cret@mail.example')).toBe(
      'SMTP at mail.example:465 (TLS)',
    );
    expect(
      transportFromEnv({ SMTP_URL: 'smtp://u:s3cret@mail.example' }, capture().logger),
    ).toMatchObject({ describe: 'SMTP at mail.example:587' });
  });

  it('sends over SMTP to the server SMTP_URL names, and retries what it refuses', async () => {
    const smtp = await fakeSmtp();
    try {
      const transport = transportFromEnv(
        { SMTP_URL: `smtp://shop:secret@127.0.0.1:${smtp.port}` },
        capture().logger,
      );
      await queue(2);
      await t.handle.db
        .insert(mailOutbox)
        .values({ kind: 'test', to: 'refuse@example.com', subject: 'No', text: 'No' });
      const sender = new MailSender(t.handle.db, transport, { logger: capture().logger });
      expect(await sender.runOnce()).toEqual({ sent: 2, retrying: 1, gaveUp: 0 });
      await sender.stop();
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages[0]).toMatch(/^Subject: Mail 0$/m);
      expect(smtp.messages[0]).toMatch(/^To: shopper0@example\.com$/m);
      expect(smtp.messages[0]).toContain('Hello 0');
      expect(smtp.auth).toBe(true);
      const refused = (await rows()).find((r) => r.to === 'refuse@example.com');
      expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
      expect(refused.last_error).toContain('550');
    } finally {
      await smtp.close();
    }
  });
});

/** Just enough of an SMTP server for nodemailer: plain text, AUTH accepted, `refuse…` recipients refused. */
async function fakeSmtp() {
  const messages: string[] = [];
  const state = { auth: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') {
          state.auth = true;
          socket.write('235 2.7.0 accepted\r\n');
        } else if (verb === 'RCPT' && /refuse/.test(line))
          socket.write('550 5.1.1 no such user\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    port,
    messages,
    get auth() {
      return state.auth;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe('what the outbox keeps', () => {
  const stored = async () =>
    (
      await t.handle.pool.query(`select row_to_json(m)::text as row from mail_outbox m order by id`)
    ).rows.map((r) => r.row as string);

  it('no link of a sent reset mail: its body is emptied once sent, and once given up', async () => {
    const token = 'a'.repeat(20) + 'SecretResetToken';
    const link = resetLink('https://shop.example', 'en', token);
    await enqueueAccountMail(t.handle.db, resetMail('lan@example.com', 'en', link, 'Mây'));
    await enqueueAccountMail(t.handle.db, resetMail('refuse@example.com', 'en', link, 'Mây'));
    expect((await stored()).join()).toContain(token); // pending: the sender still needs it
    const { transport, sent } = fakeTransport();
    const refusing = refusingSome(transport);
    const c = clock();
    const sender = new MailSender(t.handle.db, refusing, { now: c.now });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++, c.advance(LONGEST))
      await sender.runOnce();
    expect(sent.map((s) => s.mail.text)).toEqual([expect.stringContaining(link)]);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'failed']);
    const left = await stored();
    expect(left).toHaveLength(2);
    for (const row of left) {
      expect(row).not.toContain(token);
      expect(row).toContain('"text":""');
    }
  });

  it(`deletes finished mails after ${MAIL_RETENTION_DAYS} days, keeps the rest, and empties old bodies`, async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const old = ago(MAIL_RETENTION_DAYS + 1);
    const recent = ago(MAIL_RETENTION_DAYS - 1);
    await t.handle.db.insert(mailOutbox).values([
      {
        kind: 'old-sent',
        to: 'a@example.com',
        subject: 's',
        text: '',
        status: 'sent',
        sentAt: old,
      },
      {
        kind: 'old-failed',
        to: 'b@example.com',
        subject: 's',
        text: '',
        status: 'failed',
        nextAttemptAt: old,
        createdAt: old,
      },
      {
        kind: 'recent-sent',
        to: 'c@example.com',
        subject: 's',
        text: 'a link',
        status: 'sent',
        sentAt: recent,
      },
      {
        kind: 'old-pending',
        to: 'd@example.com',
        subject: 's',
        text: 'to send',
        createdAt: old,
        nextAttemptAt: old,
      },
    ]);
    expect(await purgeFinishedMails(t.handle.db)).toBe(2);
    const { rows: left } = await t.handle.pool.query(
      `select kind, text from mail_outbox order by id`,
    );
    expect(left).toEqual([
      { kind: 'recent-sent', text: '' },
      { kind: 'old-pending', text: 'to send' },
    ]);
  });
});
