// @vitest-environment happy-dom
/**
 * The SEO description's placeholder is what the storefront's head falls back to: the description's
 * plain text, block ends as spaces, clipped at 160 characters. (The preview's sanitizing is checked in
 * Chromium by e2e/admin-catalog.spec.ts: DOMPurify does not run faithfully on happy-dom's DOM, which
 * keeps a `<script>` it would drop in a browser, so a test of it here would test happy-dom.)
 */
import { describe, expect, it } from 'vitest';
import { previewText } from './markdown';

describe('description preview text', () => {
  it('reads as the storefront head reads it', () => {
    expect(
      previewText(
        '<h2>Chất liệu</h2><p>Áo <strong>mềm</strong>.</p><ul><li>Một</li><li>Hai</li></ul>',
      ),
    ).toBe('Chất liệu Áo mềm. Một Hai');
    expect(previewText('<p>a<br>b</p>')).toBe('a b');
  });

  it('clips at 160 characters', () => {
    const long = previewText(`<p>${'word '.repeat(60)}</p>`);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
    expect(previewText('<p>short</p>')).toBe('short');
  });
});
