// Every `data-uses` name a control gives is a part the build lists (on-use-parts.ts), and every part is
// named by some control: a misspelt name would fetch nothing, silently.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_USE_PARTS } from './on-use-parts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('on-use parts', () => {
  const named = sources('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/data-uses="([^"]*)"/g)].flatMap((m) =>
      m[1]!.split(' ').map((name) => ({ file, name })),
    ),
  );

  it('are named by their controls as the build lists them', () => {
    for (const { file, name } of named) expect(Object.keys(ON_USE_PARTS), file).toContain(name);
  });

  it('each have a control that names them (the notifications: the head script, for F8)', () => {
    const used = new Set([...named.map((n) => n.name), 'notifications']);
    expect([...used].sort()).toEqual(Object.keys(ON_USE_PARTS).sort());
  });
});
