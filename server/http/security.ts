/**
 * Security headers on every answer. The CSP allows the Google ad tag (scripts, beacons) and nothing
 * else foreign; of inline scripts, only the head script every page (server-rendered or the app
 * shell) runs before its first paint (contract/head-script.ts). Cross-origin isolation of the window (COOP) and of resources
 * (CORP), a Permissions-Policy, and HSTS on an https shop complete them (issue 36).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HEAD_SCRIPT } from '../../contract/head-script';

const GTM = 'https://www.googletagmanager.com';

/** The CSP source that allows exactly the head script (contract/head-script.ts). */
const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

export const CSP = [
  "default-src 'self'",
  `script-src 'self' ${HEAD_SCRIPT_HASH} ${GTM}`,
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

/**
 * Features the shop never uses, turned off for its pages and anything they embed (the ad tag's
 * features are left alone: it needs its own).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year of HTTPS only, for this host alone (a subdomain of the shop's domain may not serve HTTPS). */
export const HSTS = 'max-age=31536000';

/**
 * The headers every answer carries. HSTS only when the shop's public origin is https: the server
 * itself speaks plain HTTP behind the proxy that holds the certificate, and a browser ignores HSTS over
 * http anyway. Product pictures may be shown by other sites (a shared link's preview); everything else
 * is for this origin's pages only.
 */
export function securityHeaders(publicOrigin: string | null): MiddlewareHandler {
  const https = publicOrigin?.startsWith('https:') ?? false;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    const picture = c.req.path.startsWith('/images/');
    headers.set('Cross-Origin-Resource-Policy', picture ? 'cross-origin' : 'same-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (https) headers.set('Strict-Transport-Security', HSTS);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CSP);
  };
}
