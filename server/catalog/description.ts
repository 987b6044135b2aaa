/**
 * A product's description as the shop owner writes it, Markdown, made into the HTML the storefront
 * answers: `marked` (a kept CommonMark parser) and then the same sanitizer as every stored HTML
 * (db/sanitize.ts), so a pasted script or an odd link never reaches a shopper.
 */
import { marked } from 'marked';
import { cleanHtml } from '../db/sanitize';

export function markdownToHtml(markdown: string): string {
  return cleanHtml(marked.parse(markdown, { async: false, gfm: true, breaks: false }));
}
