/**
 * A product's description as the shop owner writes it, Markdown, made into the HTML the storefront
 * answers: `marked` (a kept CommonMark parser) and then the same sanitizer as every stored HTML
 * (db/sanitize.ts), so a pasted script or an odd link never reaches a shopper. A description kept only
 * as HTML (the demo shop, anything written before the back office) is shown to the editor and the CSV
 * export as Markdown made by `turndown` (a kept HTML→Markdown converter) in the flavour `marked` reads
 * back, so a description opened and saved unchanged makes the same HTML again.
 */
import { marked } from 'marked';
import TurndownService from 'turndown';
import { cleanHtml } from '../db/sanitize';

export function markdownToHtml(markdown: string): string {
  return cleanHtml(marked.parse(markdown, { async: false, gfm: true, breaks: false }));
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
  codeBlockStyle: 'fenced',
});

export function htmlToMarkdown(html: string): string {
  return html.trim() === '' ? '' : turndown.turndown(html);
}

/** The Markdown kept, else made from the HTML. */
export const markdownOf = (markdown: string | null, html: string): string =>
  markdown ?? htmlToMarkdown(html);
