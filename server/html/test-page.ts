/** A seeded test app with a stub index.html, and readers for the head it fills in; shared by the html tests. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withHeadScript } from '../../contract/head-script';
import { makeTestApp, type TestContext } from '../test/test-app';

// As the build makes it (vite.config.ts): with the head script.
const INDEX = withHeadScript(`<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8">
    <link rel="manifest" href="/manifest.webmanifest">
    <title>Storefront</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`);

export async function makeHtmlTestApp(): Promise<TestContext> {
  const t = await makeTestApp();
  writeFileSync(join(t.distDir, 'index.html'), INDEX);
  mkdirSync(join(t.distDir, 'assets'));
  writeFileSync(
    join(t.distDir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(t.distDir, 'sw.js'), 'self.skipWaiting();');
  return t;
}

export async function fetchPage(
  t: TestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(`http://localhost${path}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** As the head writes text into attributes and the title. */
export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
export type Ld = Record<string, unknown> & { '@type': string };
export const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
