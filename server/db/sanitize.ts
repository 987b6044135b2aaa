/** Product, page and event HTML is cleaned when written, so every read can answer it as is. */
import sanitizeHtml from 'sanitize-html';
import {
  STORED_HTML_ATTRIBUTES,
  STORED_HTML_SCHEMES,
  STORED_HTML_TAGS,
} from '../../contract/stored-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: STORED_HTML_TAGS,
  allowedAttributes: STORED_HTML_ATTRIBUTES,
  allowedSchemes: STORED_HTML_SCHEMES,
  allowProtocolRelative: false,
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of some HTML, for meta descriptions. */
export function htmlToText(html: string): string {
  // Block ends become spaces so paragraphs do not run together once the tags are gone.
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
