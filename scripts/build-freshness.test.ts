import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForTest } from '../server/test/temp-data-dir';
import { isAppStale, isServerStale } from './build-freshness.mjs';

function project() {
  const root = folderForTest('fresh');
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'x');
  return root;
}

describe('build freshness', () => {
  it('is stale when dist is missing', () => {
    const root = project();
    expect(isAppStale(root, join(root, 'dist'))).toBe(true);
  });

  it('is fresh when dist and dist-ssr are newer than every input, stale once an input changes', () => {
    const root = project();
    const dist = join(root, 'dist');
    mkdirSync(dist);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), past, past);
    utimesSync(join(root, 'src'), past, past);
    writeFileSync(join(dist, 'index.html'), '<html>');
    writeFileSync(join(dist, 'build.json'), '{}');
    // The server's render of the pages and the back office are part of the app's build.
    expect(isAppStale(root, dist)).toBe(true);
    mkdirSync(`${dist}-ssr`);
    writeFileSync(join(`${dist}-ssr`, 'entry-server.js'), 'export {}');
    expect(isAppStale(root, dist)).toBe(true);
    mkdirSync(join(dist, 'admin'));
    writeFileSync(join(dist, 'admin', 'index.html'), '<html>');
    expect(isAppStale(root, dist)).toBe(false);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), future, future);
    expect(isAppStale(root, dist)).toBe(true);
  });
});

describe('server build freshness', () => {
  it('is stale without dist-server/index.js, fresh after it, stale once a server source changes', () => {
    const root = project();
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'index.ts'), 'x');
    const out = join(root, 'dist-server');
    expect(isServerStale(root, out)).toBe(true);
    const past = new Date(Date.now() - 60_000);
    for (const p of [join(root, 'server', 'index.ts'), join(root, 'server')])
      utimesSync(p, past, past);
    mkdirSync(out);
    writeFileSync(join(out, 'index.js'), '');
    expect(isServerStale(root, out)).toBe(false);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'server', 'index.ts'), future, future);
    expect(isServerStale(root, out)).toBe(true);
  });
});
