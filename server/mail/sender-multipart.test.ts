/**
 * A mail of text and HTML, as the sender sends it over SMTP: one multipart/alternative message whose
 * two parts reach the mail server (the e2e shop's sink, e2e/support/smtp-sink.mjs, which keeps each
 * message as it arrived), the HTML escaped; once sent, the outbox keeps neither part.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log';
import { makeTestApp, type TestContext } from '../test/test-app';
import { folderForTest } from '../test/temp-data-dir';
import { enqueueAccountMail, resetLink, resetMail } from './account-mails';
import { MailSender } from './sender';
import { transportFromEnv } from './transport';

/** The e2e shop's mail server (playwright.config.ts starts it beside the e2e server). */
const SMTP_SINK = new URL('../../e2e/support/smtp-sink.mjs', import.meta.url).pathname;
const quiet = () => createLogger({ write: () => undefined }, 'info');

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

describe('a mail of text and HTML', () => {
  it('reaches the SMTP server as one multipart/alternative message with both parts', async () => {
    const dir = folderForTest('smtp-sink');
    const port = await freePort();
    const sink = spawn(process.execPath, [SMTP_SINK], {
      env: { ...process.env, SMTP_PORT: String(port), MAIL_DIR: dir },
      stdio: 'ignore',
    });
    try {
      await vi.waitFor(() => connects(port), { timeout: 5_000, interval: 50 });
      const link = resetLink('https://shop.example', 'en', 'b'.repeat(43));
      await enqueueAccountMail(t.handle.db, resetMail('lan@example.com', 'en', link, 'Mây <Shop>'));
      const transport = transportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }, quiet());
      const sender = new MailSender(t.handle.db, transport, { logger: quiet() });
      expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
      await sender.stop();
      const [file] = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      // Quoted-printable undone (soft line breaks, =XX bytes), as a mail client reads it.
      const message = decodeURIComponent(
        readFileSync(join(dir, file!), 'utf8')
          .replace(/=\r\n/g, '')
          .replace(/%/g, '%25')
          .replace(/=([0-9A-F]{2})/g, '%$1'),
      );
      expect(message).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(message).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
      expect(message).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
      expect(message).toContain(`Choose a new password: ${link}`);
      expect(message).toContain(`<a href="${link}"`);
      expect(message).toContain('<title>Reset your Mây &lt;Shop&gt; password</title>');
      // Sent: neither part is kept.
      const [row] = (await t.handle.pool.query('select text, html from mail_outbox')).rows;
      expect(row).toEqual({ text: '', html: '' });
    } finally {
      sink.kill('SIGTERM');
    }
  });
});

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** Resolves once something accepts a connection on the port. */
function connects(port: number): Promise<void> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      ok();
    });
    socket.on('error', fail);
  });
}
