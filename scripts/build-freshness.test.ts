import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from './build-freshness';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'fresh-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'x');
  return root;
}

describe('build freshness', () => {
  it('is stale when dist is missing', () => {
    const root = project();
    expect(isBuildStale(root, join(root, 'dist'))).toBe(true);
  });

  it('is fresh when dist is newer than every input, stale once an input changes', () => {
    const root = project();
    const dist = join(root, 'dist');
    mkdirSync(dist);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), past, past);
    utimesSync(join(root, 'src'), past, past);
    writeFileSync(join(dist, 'index.html'), '<html>');
    writeFileSync(join(dist, 'build.json'), '{}');
    expect(isBuildStale(root, dist)).toBe(false);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), future, future);
    expect(isBuildStale(root, dist)).toBe(true);
  });
});
