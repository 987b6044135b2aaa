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
  /** The HTML part, or '' for a mail of text alone. */
  html: string;
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

/** A part's head and body: headers unfolded, looked up by name. */
function splitPart(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body };
}

/** A leaf part's body decoded by its Content-Transfer-Encoding. */
function decodeBody(encoding: string, body: string): string {
  const e = encoding.toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  if (e === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Every leaf of a message (a multipart's parts, depth first) as its content type and decoded body. */
function leaves(raw: string): { type: string; body: string }[] {
  const { header, body } = splitPart(raw);
  const type = header('Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary)
    return [
      {
        type: type.split(';')[0]!.trim().toLowerCase() || 'text/plain',
        body: decodeBody(header('Content-Transfer-Encoding'), body),
      },
    ];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
}

/**
 * A raw message's recipient, subject, text and HTML: the shop sends text and HTML as one
 * multipart/alternative mail (a single-part text mail reads as text alone).
 */
export function parseMail(raw: string): ReceivedMail {
  const { header } = splitPart(raw);
  const parts = leaves(raw);
  const text = parts.find((p) => p.type === 'text/plain')?.body ?? '';
  const html = parts.find((p) => p.type === 'text/html')?.body ?? '';
  return {
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text: text.trimEnd(),
    html: html.trimEnd(),
  };
}

/** The newest mail received for `to` whose subject holds `about` (an order's number), or null. */
export async function mailAbout(to: string, about: string): Promise<ReceivedMail | null> {
  return lastMailTo(to, (mail) => mail.subject.includes(about));
}

/** The newest mail received for `to` (and, given `which`, that it picks), or null. */
export async function lastMailTo(
  to: string,
  which: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail | null> {
  let files: string[];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const mail = parseMail(readFileSync(join(E2E_MAIL_DIR, file), 'utf8'));
    if (mail.to.toLowerCase().includes(to.toLowerCase()) && which(mail)) return mail;
  }
  return null;
}
