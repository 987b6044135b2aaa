/**
 * Where the outbox's mails go: the SMTP server SMTP_URL names (nodemailer), or, when it is unset, the
 * server's own log (logTransport), which is what `npm start` does out of the box.
 */
import nodemailer, { type Mail } from 'nodemailer';
import type { Logger } from '../log';
import { logTransport, type MailTransport } from './sender';

/**
 * SMTP_URL as nodemailer reads it (`smtp://user:pass@host:587`, `smtps://…:465`, options as query
 * parameters); null when unset. Anything else stops the start, so a typo is not a silent log transport.
 */
export function parseSmtpUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//…)`);
  if (!url.hostname) throw new Error('SMTP_URL names no host');
  return raw;
}

/** For the log: the host and port, never the user or password. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `SMTP at ${url.hostname}:${port}${url.protocol === 'smtps:' ? ' (TLS)' : ''}`;
}

/** Any nodemailer transporter (SMTP, or in tests jsonTransport/streamTransport) as the sender's transport. */
export function nodemailerTransport(mailer: Mail, describe: string): MailTransport {
  return {
    describe,
    // Text and HTML as one multipart/alternative mail; a mail without HTML goes as text alone.
    send: (mail, from, signal) =>
      mailer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        signal,
      }),
    close: () => mailer.close(),
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded well inside the sender's own timeout (SEND_TIMEOUT_MS), unless the URL sets them.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 40_000,
  });
  return nodemailerTransport(mailer, describeSmtpUrl(smtpUrl));
}

/** SMTP_URL set: SMTP; unset: the log. Throws on an SMTP_URL that is not one. */
export function transportFromEnv(env: NodeJS.ProcessEnv, logger: Logger): MailTransport {
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  return smtpUrl ? smtpTransport(smtpUrl) : logTransport(logger);
}
