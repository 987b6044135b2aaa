/**
 * The back office's page: every path under /admin and /en/admin answers dist/admin/index.html in its
 * language, never indexed (header and meta), revalidated on each use, under the same CSP as every
 * page; its hashed files are immutable and a missing one is a 404, never the page; unbuilt, a clear
 * 503. Paths that only look alike stay the storefront's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../http/security';
import type { TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp } from './test-page';

const ADMIN_HTML = `<!doctype html>
<html lang="vi">
  <head><meta name="robots" content="noindex, nofollow" /><title>Quản trị cửa hàng</title></head>
  <body><div id="admin-root"></div><script type="module" src="/admin/assets/admin-abc123.js"></script></body>
</html>`;

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const page = (path: string) => fetchPage(t, path);

describe('the back office page', () => {
  it('answers 503 until the admin is built', async () => {
    const { status, html, headers } = await page('/admin/staff');
    expect(status).toBe(503);
    expect(html).toContain('npm run build');
    expect(headers.get('retry-after')).toBe('30');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers the admin page for every path below /admin and /en/admin, in its language', async () => {
    mkdirSync(join(t.distDir, 'admin', 'assets'), { recursive: true });
    writeFileSync(join(t.distDir, 'admin', 'index.html'), ADMIN_HTML);
    for (const [path, lang] of [
      ['/admin', 'vi'],
      ['/admin/', 'vi'],
      ['/admin/staff', 'vi'],
      ['/admin/set-password?token=abc', 'vi'],
      ['/en/admin', 'en'],
      ['/en/admin/audit?page=2&entity=staff', 'en'],
    ] as const) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain('<div id="admin-root">');
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(headers.get('cache-control'), path).toBe('no-cache');
      expect(headers.get('content-security-policy'), path).toBe(CSP);
      expect(headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('serves its hashed files for a year, and answers a missing one 404, never the page', async () => {
    writeFileSync(join(t.distDir, 'admin', 'assets', 'admin-abc123.js'), 'console.log(1);');
    const file = await page('/admin/assets/admin-abc123.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');
    const gone = await page('/admin/assets/admin-old999.js');
    expect(gone.status).toBe(404);
    expect(gone.html).not.toContain('admin-root');
  });

  it('leaves paths that only look alike to the storefront', async () => {
    for (const path of ['/administration', '/en/administrator', '/collection/admin']) {
      const { html } = await page(path);
      expect(html, path).not.toContain('admin-root');
      expect(html, path).toContain('<div id="root">');
    }
  });
});
