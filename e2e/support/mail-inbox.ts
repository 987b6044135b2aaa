/**
 * The mails the e2e server sent, as they arrived at its mail server (smtp-sink.mjs, which
 * playwright.config.ts starts beside it and names in SMTP_URL): one .eml file a message in
 * E2E_MAIL_DIR. Read the way a shopper reads them, in the inbox: the shop itself keeps no mail's
 * body once it is sent.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './browser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's encoded words (RFC 2047, `=?UTF-8?Q?…?=` or `?B?`) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A raw message's recipient, subject and text (a single-part text mail, as the shop sends). */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' '); // unfold continued headers
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: decodeHeader(header('Subject')), text: text.trimEnd() };
}

/** The newest mail received for `to`, or null. */
export async function lastMailTo(to: string): Promise<ReceivedMail | null> {
  let files: string[];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const mail = parseMail(readFileSync(join(E2E_MAIL_DIR, file), 'utf8'));
    if (mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
  }
  return null;
}
