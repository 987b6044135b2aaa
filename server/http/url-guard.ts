/**
 * Turns away URLs no route can mean, before any router reads them. No slug, filter, search term, id or
 * token holds a control character, and a NUL in particular cannot even be compared with PostgreSQL text
 * (the query fails with 22021): `?size=%00` used to answer 500. So a control character anywhere in the
 * decoded path, or in the query string (tab and line breaks aside: a pasted search may carry them), is a
 * 400. API URLs are built by the app with proper percent-encoding, so there a malformed escape
 * (`%E0%A4%A`, `%ED%A0%80`) is a 400 too; a page URL is left to the navigation, which answers 404.
 */
import type { MiddlewareHandler } from 'hono';
import { isApiPath } from '../../contract/api/paths';
import { sendError } from './errors';

// Checked on the raw text: decoding yields a C0 or DEL character only from exactly these escapes.
/* eslint-disable no-control-regex -- control characters are what these look for */
const PATH_CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;
const QUERY_CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;
/* eslint-enable no-control-regex */

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/** Why the URL cannot be meant, or null when it is fine. */
export function urlProblem(url: URL): string | null {
  if (PATH_CONTROL.test(url.pathname)) return 'The path holds a control character';
  if (QUERY_CONTROL.test(url.search)) return 'The query string holds a control character';
  if (!isApiPath(url.pathname)) return null;
  if (!decodes(url.pathname)) return 'The path is not valid percent-encoded UTF-8';
  if (!decodes(url.search)) return 'The query string is not valid percent-encoded UTF-8';
  return null;
}

export const rejectBadUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const problem = urlProblem(url);
  if (!problem) return next();
  if (isApiPath(url.pathname)) return sendError(c, 400, problem);
  return c.text('Bad request', 400, { 'Cache-Control': 'no-store' });
};
