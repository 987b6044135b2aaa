/**
 * What the shop's stored HTML (product, page and event texts) may hold: these tags, links with these
 * schemes, and no other attribute. The server cleans to it when it writes (server/db/sanitize.ts),
 * and the back office's description preview to the same (admin/features/products/markdown.ts), so
 * the preview shows what a shopper will see.
 */
export const STORED_HTML_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
];
export const STORED_HTML_ATTRIBUTES = { a: ['href', 'title'] };
export const STORED_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'];
