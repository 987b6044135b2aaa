/**
 * What a KEEP_PAGE message (contract/keep-page.ts) may put in the runtime caches: pure, so it is
 * tested without a worker around it. The page's answers must be public reads the API cache keeps
 * anyway (api-cache-rule.ts), and its pictures rendered pictures of this origin; a bad message can
 * neither write another URL nor fill the disk.
 */
import {
  KEEP_PAGE_MAX_ANSWERS,
  KEEP_PAGE_MAX_PICTURES,
  type KeepPageMessage,
} from '../../contract/keep-page';
import { isCacheableApiRead } from './api-cache-rule';
import { parsePicturePath, sameOriginUrl } from './keep-offline-rule';

/** A catalog answer is a few tens of KB; anything far larger is not a page's read. */
export const KEEP_PAGE_MAX_BODY = 512 * 1024;

// The API's weak ETags (server/http/cache.ts): W/"<hash>".
const ETAG_RE = /^(W\/)?"[\x21\x23-\x7e]{1,128}"$/;

export interface PageAnswer {
  url: string;
  /** The body as the API sends it: `{"data":…}`. */
  body: string;
  etag: string | null;
}

/** Same origin (keep-offline-rule.ts), and no fragment: a cache key is the URL as fetched. */
function sameOrigin(raw: unknown, origin: string): URL | null {
  const url = sameOriginUrl(raw, origin);
  return url && !url.hash ? url : null;
}

/** The message's answers that are public reads of this origin, written as the API writes them. */
export function pageAnswers(message: Partial<KeepPageMessage>, origin: string): PageAnswer[] {
  if (!Array.isArray(message.answers)) return [];
  const found = new Map<string, PageAnswer>();
  for (const answer of message.answers.slice(0, KEEP_PAGE_MAX_ANSWERS) as unknown[]) {
    if (typeof answer !== 'object' || answer === null) continue;
    const { url: raw, data, etag } = answer as Record<string, unknown>;
    const url = sameOrigin(raw, origin);
    if (!url || !isCacheableApiRead(url, { method: 'GET' }) || data === undefined) continue;
    // The API's own serialisation (Hono's c.json): the same bytes, so its ETag stays true.
    const body = JSON.stringify({ data });
    if (body.length > KEEP_PAGE_MAX_BODY) continue;
    found.set(url.href, {
      url: url.href,
      body,
      etag: typeof etag === 'string' && ETAG_RE.test(etag) ? etag : null,
    });
  }
  return [...found.values()];
}

/** The message's pictures that are rendered pictures of this origin (no query), de-duplicated. */
export function pagePictures(message: Partial<KeepPageMessage>, origin: string): string[] {
  if (!Array.isArray(message.pictures)) return [];
  const found = new Set<string>();
  for (const raw of message.pictures.slice(0, KEEP_PAGE_MAX_PICTURES) as unknown[]) {
    const url = sameOrigin(raw, origin);
    if (url && !url.search && parsePicturePath(url.pathname)) found.add(url.href);
  }
  return [...found];
}

/** The response the API would have sent for the answer, as far as the cache and the app read it. */
export function answerResponse(answer: PageAnswer): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (answer.etag) headers.set('ETag', answer.etag);
  return new Response(answer.body, { status: 200, headers });
}
