/**
 * The headers every answer carries (issue 36): COOP, CORP (cross-origin for pictures only), a
 * Permissions-Policy, HSTS when the shop's public origin is https; and API errors kept by no cache.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ownDatabase } from '../test/test-app';
import { PERMISSIONS_POLICY } from './security';

const own = ownDatabase('security');

const appAt = (publicOrigin: string | null) =>
  createApp({ db: own.handle.db, imagesDir: own.dir, distDir: own.dir, publicOrigin });

describe('security headers', () => {
  it('isolate the window and its resources, and turn off the features the shop never uses', async () => {
    const res = await appAt(null).request('/api/public/store-info');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(res.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('let other sites show a product picture', async () => {
    const res = await appAt(null).request('/images/nothing-640.avif');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });

  it('ask for HTTPS only when the public origin is https', async () => {
    const https = await appAt('https://shop.example').request('/api/public/store-info');
    expect(https.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    for (const origin of [null, 'http://shop.example']) {
      const res = await appAt(origin).request('/api/public/store-info');
      expect(res.headers.get('Strict-Transport-Security'), String(origin)).toBeNull();
    }
  });
});

describe('API errors', () => {
  it('are kept by no cache: a bad query, a missing product, an unknown path, a missing token', async () => {
    const app = appAt(null);
    for (const [path, status] of [
      ['/api/catalog/collections/women?page=0', 400],
      ['/api/catalog/products/no-such-product', 404],
      ['/api/nothing-here', 404],
      ['/api/account', 401],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});
