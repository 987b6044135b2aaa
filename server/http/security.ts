/**
 * Security headers on every answer. The CSP allows the Google ad tag (scripts, beacons) and nothing
 * else foreign; of inline scripts, only the colour-mode one every page (server-rendered or the app
 * shell) runs before its first paint.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { COLOR_MODE_SCRIPT } from '../../contract/color-mode-script';

const GTM = 'https://www.googletagmanager.com';

/** The CSP source that allows exactly the colour-mode script (contract/color-mode-script.ts). */
const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}'`;

export const CSP = [
  "default-src 'self'",
  `script-src 'self' ${COLOR_MODE_SCRIPT_HASH} ${GTM}`,
  `connect-src 'self' ${GTM} https://www.google-analytics.com https://*.google-analytics.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Frame-Options', 'DENY');
  if (!c.res.headers.has('Content-Security-Policy'))
    c.res.headers.set('Content-Security-Policy', CSP);
};
