// @ts-check
/**
 * The e2e shop's mail server: the server under test sends its mails here over SMTP (SMTP_URL), and
 * each message is written whole to MAIL_DIR, one .eml file a message, for mail-inbox.ts to read. The
 * shop keeps no mail's body once sent (server/mail/sender.ts), so a test reads a mail where a shopper
 * would: in the inbox it went to. It speaks just enough SMTP for nodemailer: no TLS, no auth.
 * Usage (playwright.config.ts starts it): SMTP_PORT=4322 MAIL_DIR=/tmp/mails node e2e/support/smtp-sink.mjs
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR ?? '';
if (!port || !dir) throw new Error('SMTP_PORT and MAIL_DIR are required');
mkdirSync(dir, { recursive: true });

let received = 0;
/** Written under a temporary name, then renamed: a reader never sees half a message. */
function keep(/** @type {string} */ message) {
  const name = `${Date.now()}-${String(++received).padStart(6, '0')}.eml`;
  writeFileSync(join(dir, `${name}.tmp`), message);
  renameSync(join(dir, `${name}.tmp`), join(dir, name));
}

const server = createServer((socket) => {
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.write('220 e2e sink ESMTP\r\n');
  let buffer = '';
  /** @type {string[] | null} the message's lines while DATA is being sent */
  let data = null;
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (data) {
        if (line === '.') {
          keep(data.join('\r\n'));
          data = null;
          socket.write('250 2.0.0 kept\r\n');
        } else data.push(line.startsWith('..') ? line.slice(1) : line); // SMTP's dot-stuffing
        continue;
      }
      const verb = line.split(' ')[0]?.toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 e2e sink\r\n');
      else if (verb === 'DATA') {
        data = [];
        socket.write('354 go on\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
});
server.listen(port, '127.0.0.1');
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1_000).unref();
  });
