import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLORS } from '../../../contract/constants';
import { COLOR_HEX, drawArt, type ArtOptions } from './art';
import type { ArtKind } from './types';

// A Record forces this list to name every ArtKind: a new kind fails typecheck until it is tested here.
// prettier-ignore
const KINDS = Object.keys({
  tee: 1, shirt: 1, dress: 1, skirt: 1, trousers: 1, jacket: 1, hoodie: 1, bag: 1,
  tote: 1, hat: 1, scarf: 1, shoes: 1, belt: 1, sunglasses: 1, jewelry: 1,
} satisfies Record<ArtKind, 1>) as ArtKind[];
const PATTERNS = ['plain', 'stripes', 'dots', 'check'] as const;

const base: ArtOptions = {
  kind: 'tee',
  color: 'RED',
  accent: 'WHITE',
  pattern: 'plain',
  seed: 2,
  width: 40,
  height: 50,
};

async function rasterize(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('drawArt', () => {
  it.each(KINDS)('draws a self-contained %s that sharp can rasterise', async (kind) => {
    for (const [i, pattern] of PATTERNS.entries()) {
      const svg = drawArt({ ...base, kind, pattern, seed: i });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<text|<image|href=|url\((?!#)|font/i);
      const { info } = await rasterize(svg);
      expect([info.width, info.height]).toEqual([40, 50]);
    }
  });

  it('paints the item in its colour, not just the background', async () => {
    const { data, info } = await rasterize(
      drawArt({ ...base, kind: 'tee', color: 'RED', seed: 2, width: 80, height: 100 }),
    );
    // The centre of the frame falls on the tee's body.
    const i = (50 * info.width + 40) * info.channels;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(110);
    expect(b).toBeLessThan(110);
  });

  it('applies the pattern in the accent colour', () => {
    expect(drawArt({ ...base, pattern: 'stripes', accent: 'NAVY' })).toContain(COLOR_HEX.NAVY);
    expect(drawArt({ ...base, pattern: 'dots', accent: 'NAVY' })).toContain(
      '<circle cx="12" cy="12"',
    );
  });

  it('is deterministic, and odd seeds draw a different view', () => {
    expect(drawArt(base)).toBe(drawArt(base));
    expect(drawArt({ ...base, seed: 3 })).not.toBe(drawArt(base));
    expect(drawArt({ ...base, seed: 3 })).toContain('scale(');
  });

  it('fills any aspect ratio without letterboxing', async () => {
    const { data, info } = await rasterize(
      drawArt({ ...base, kind: 'bag', width: 160, height: 90 }),
    );
    expect([info.width, info.height]).toEqual([160, 90]);
    // Every corner is opaque background, not transparent bars.
    for (const [x, y] of [
      [0, 0],
      [159, 0],
      [0, 89],
      [159, 89],
    ] as const) {
      expect(data[(y * info.width + x) * info.channels + 3]).toBe(255);
    }
  });
});

describe('COLOR_HEX', () => {
  it('has a distinct hex for every colour', () => {
    const values = COLORS.map((c) => COLOR_HEX[c]);
    for (const v of values) expect(v).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(values).size).toBe(COLORS.length);
  });
});
