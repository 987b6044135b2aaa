/**
 * Response compression for dynamic answers (API JSON, filled-in HTML): brotli when the client takes it
 * (quality 5: fast enough per request), else gzip. Static files come precompressed and are skipped.
 */
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

const THRESHOLD = 1024;
export const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** A body in one encoding, as compressBody makes it. */
export function compress(raw: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gz(raw);
}

/**
 * Compressed forms of a response's body that a handler keeps (the render cache,
 * server/html/cached-pages.ts), by the response: sent instead of compressing the same bytes again.
 */
export const keptForms = new WeakMap<Response, Partial<Record<'br' | 'gzip', Uint8Array>>>();

export const compressBody: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const vary = res.headers.get('Vary');
  const headers = new Headers(res.headers);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? ''))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const kept = encoding ? keptForms.get(res)?.[encoding] : undefined;
  const raw = kept ? null : Buffer.from(await res.arrayBuffer());
  let body: Uint8Array = kept ?? raw!;
  if (encoding && (kept || raw!.length >= THRESHOLD)) {
    body = kept ?? (await compress(raw!, encoding));
    headers.set('Content-Encoding', encoding);
    // A compressed body is another representation: mark the validator weak so it still matches.
    const tag = headers.get('ETag');
    if (tag && !tag.startsWith('W/')) headers.set('ETag', `W/${tag}`);
  }
  headers.set('Content-Length', String(body.length));
  // Else Hono carries the old answer's headers over the new ones: its Vary without Accept-Encoding.
  c.res = undefined;
  c.res = new Response(new Uint8Array(body), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
};
