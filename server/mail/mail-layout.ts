/**
 * One mail written once as blocks, rendered twice: the text part (what every client can show, and what
 * the server log holds when SMTP_URL is unset) and the HTML part (a simple single-column page with
 * inline styles, since mail clients drop style sheets). Both come from the same blocks, so they never
 * say different things. Every value is escaped in the HTML: product names, addresses and a return's
 * reason are typed by people outside the shop.
 */
import type { Lang } from '../../contract/types';

/** A mail as the outbox holds it until it is sent (server/db/schema-orders.ts, mail_outbox). */
export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One line of an order as the mail shows it: names already in the mail's language. */
export interface MailLine {
  name: string;
  /** "Đen · L", "Black · One size". */
  variant: string;
  quantity: number;
  /** The absolute URL of the colour's picture, or null (a preview has none). */
  picture: string | null;
}

export type Block =
  | { p: string }
  | { lines: MailLine[] }
  /** Label and value pairs (the total, the address). */
  | { facts: [string, string][] }
  /** The mail's one call to action: a link as a button in HTML, "label: URL" in text. */
  | { button: { label: string; href: string } }
  /** A quoted text from a person (a return's reason), kept as they wrote it. */
  | { quote: string }
  | { small: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** A link's address, escaped, and only http(s): anything else (javascript:…) is no link at all. */
const safeHref = (href: string): string | null =>
  /^https?:\/\//i.test(href) ? escapeHtml(href) : null;

function blockText(block: Block): string {
  if ('p' in block) return block.p;
  if ('small' in block) return block.small;
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  if ('facts' in block) return block.facts.map(([k, v]) => `${k}: ${v}`).join('\n');
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  return block.lines
    .map((l) => `- ${l.quantity} × ${l.name} (${l.variant})${l.picture ? `\n  ${l.picture}` : ''}`)
    .join('\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:16px;line-height:1.5';
const P = 'margin:0 0 16px';

/** Escapes, then keeps the author's line breaks. */
const withBreaks = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function lineHtml(l: MailLine): string {
  const picture = l.picture && safeHref(l.picture);
  const img = picture
    ? `<td style="padding:8px 12px 8px 0;width:64px;vertical-align:top"><img src="${picture}" alt="" width="64" height="80" style="display:block;border-radius:4px;object-fit:cover"></td>`
    : '';
  return (
    `<tr>${img}<td style="padding:8px 0;vertical-align:top">` +
    `<strong>${escapeHtml(l.name)}</strong><br>` +
    `<span style="color:#555">${escapeHtml(l.variant)}</span></td>` +
    `<td style="padding:8px 0 8px 12px;vertical-align:top;text-align:right;white-space:nowrap">× ${l.quantity}</td></tr>`
  );
}

function blockHtml(block: Block): string {
  if ('p' in block) return `<p style="${P}">${withBreaks(block.p)}</p>`;
  if ('small' in block)
    return `<p style="${P};font-size:14px;color:#555">${withBreaks(block.small)}</p>`;
  if ('quote' in block)
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ccc;color:#333">${withBreaks(block.quote)}</blockquote>`;
  if ('facts' in block)
    return (
      `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">` +
      block.facts
        .map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#555;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:2px 0">${withBreaks(v)}</td></tr>`,
        )
        .join('') +
      `</table>`
    );
  if ('button' in block) {
    const href = safeHref(block.button.href);
    const label = escapeHtml(block.button.label);
    if (!href) return `<p style="${P}">${label}</p>`;
    return (
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#1f1f1f;color:#ffffff;` +
      `text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${label}</a></p>` +
      `<p style="${P};font-size:13px;color:#555;word-break:break-all">${href}</p>`
    );
  }
  return (
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">` +
    block.lines.map(lineHtml).join('') +
    `</table>`
  );
}

export interface Composed {
  lang: Lang;
  subject: string;
  /** The first words in a bold heading (HTML) and the text's first paragraph. */
  heading: string;
  blocks: Block[];
  /** The shop's name, at the foot of the HTML (none when empty). */
  shopName: string;
}

export const renderText = (m: Composed): string =>
  [m.heading, ...m.blocks.map(blockText)].join('\n\n');

export function renderHtml(m: Composed): string {
  return [
    '<!doctype html>',
    `<html lang="${m.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f2ee">',
    `<div role="article" aria-label="${escapeHtml(m.subject)}" lang="${m.lang}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}">`,
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(m.heading)}</h1>`,
    ...m.blocks.map(blockHtml),
    m.shopName
      ? `<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(m.shopName)}</p>`
      : '',
    '</div></body></html>',
  ].join('\n');
}

/** The mail, both parts, for the outbox. */
export function composeMail(kind: string, to: string, m: Composed): Mail {
  return { kind, to, subject: m.subject, text: renderText(m), html: renderHtml(m) };
}
