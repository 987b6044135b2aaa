/**
 * The description's preview: the Markdown made into HTML the way the server makes the storefront's
 * (server/catalog/description.ts: `marked`, GFM, no soft breaks), then sanitized in the browser by
 * DOMPurify with the stored HTML's allowlist (contract/stored-html.ts), so the preview shows what a
 * shopper will see and a pasted `<script>` or `javascript:` link never runs in the back office.
 *
 * Rendered here rather than by an endpoint of the server: the preview follows every keystroke, and a
 * request per pause would lag on a slow connection and add an endpoint for no gain, since the parser
 * is the same package and version. Both libraries load with the editor's chunk only.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { STORED_HTML_ATTRIBUTES, STORED_HTML_TAGS } from '../../contract/stored-html';

const ALLOWED_TAGS = STORED_HTML_TAGS;
const ALLOWED_ATTR = STORED_HTML_ATTRIBUTES.a;
/** STORED_HTML_SCHEMES' links (http, https, mailto, tel), and relative ones, as sanitize-html takes them. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function previewHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** Plain text of the preview, as the storefront's head clips it for a description (160 characters). */
export function previewText(html: string, max = 160): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, ' ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
