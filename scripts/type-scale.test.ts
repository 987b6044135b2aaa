/**
 * The shop's type scale (styles.css): every stylesheet sets sizes from its five steps and weights
 * 400, 600 or 700. A size or weight off the scale is one more font the browser looks up and shapes
 * with on every page that shows it, and it lengthens the first layout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css'))
  .map((name) => join('src', name))
  .map((file) => ({ file, css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

const declarations = (property: string) =>
  sheets.flatMap(({ file, css }) =>
    [...css.matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;}]+)`, 'g'))].map(
      (m) => `${file}: ${(m[1] ?? '').trim()}`,
    ),
  );

describe('the type scale', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(declarations('font-size').length).toBeGreaterThan(50);
  });

  it('sizes text only with the scale', () => {
    const off = declarations('font-size').filter(
      (d) =>
        !/: (var\(--text-(xs|sm|md|lg|xl)\)|inherit|clamp\(var\(--text-xl\), [^)]+\))$/.test(d),
    );
    expect(off).toEqual([]);
  });

  it('weighs text 400, 600 or 700', () => {
    const off = declarations('font-weight').filter((d) => !/: (400|600|700|inherit)$/.test(d));
    expect(off).toEqual([]);
  });

  it('leaves no font shorthand to set a size or weight of its own', () => {
    const off = declarations('font').filter((d) => !/: (inherit)$/.test(d));
    expect(off).toEqual([]);
  });
});
