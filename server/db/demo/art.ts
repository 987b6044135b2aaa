/**
 * Draws the demo shop's pictures: a flat illustration of the item in its colour and pattern on a soft
 * backdrop, as a self-contained SVG that sharp (librsvg) rasterises at seed time. No text, fonts or links,
 * so it renders the same on every machine. Odd seeds draw a close-up of the item's telling detail.
 */
import type { Color } from '../../../contract/constants';
import { ACCESSORIES } from './art-accessories';
import { CLOTHING } from './art-clothing';
import { darken, lighten, luminance, mix } from './art-color';
import type { Paint, Shape } from './art-shape';
import { createRng, pick } from './rng';
import type { ArtKind, DemoProduct } from './types';

export const COLOR_HEX: Record<Color, string> = {
  BLACK: '#2a2a2e',
  WHITE: '#f7f5f0',
  RED: '#c9413a',
  BLUE: '#4179c0',
  GREEN: '#4e8a5c',
  YELLOW: '#efc24b',
  PINK: '#eea3b8',
  PURPLE: '#8b64b4',
  BEIGE: '#dcc7a6',
  GRAY: '#9b9ea4',
  ORANGE: '#e8864a',
  BROWN: '#8a5a3b',
  NAVY: '#27375f',
};

export interface ArtOptions {
  kind: ArtKind;
  color: Color;
  accent: Color;
  pattern: DemoProduct['pattern'];
  seed: number;
  width: number;
  height: number;
}

const SHAPES: Record<ArtKind, Shape> = { ...CLOTHING, ...ACCESSORIES };
const BACKDROPS = ['#f4efe8', '#eef1ed', '#f3eef1', '#edf0f4', '#f5eee6', '#f0efe9'];
// Light items need a deeper backdrop, or a white tee vanishes into the page.
const DEEP_BACKDROPS = ['#e3dbcf', '#d9e0e4', '#e2dbe3', '#dde3d8'];
const GOLD = '#cfa84e';
const SILVER = '#c3c8cf';

function paintFor(opts: ArtOptions, rng: () => number): Paint {
  const base = COLOR_HEX[opts.color];
  const veryDark = luminance(base) < 0.045;
  let accent = COLOR_HEX[opts.accent];
  if (opts.accent === opts.color) accent = luminance(base) > 0.4 ? COLOR_HEX.NAVY : COLOR_HEX.WHITE;
  // A pattern must read: navy dots on black would look plain, so push a too-close accent apart.
  if (opts.pattern !== 'plain' && Math.abs(luminance(accent) - luminance(base)) < 0.1) {
    accent = luminance(base) < 0.3 ? lighten(accent, 0.55) : darken(accent, 0.45);
  }
  const metal =
    opts.kind === 'jewelry'
      ? (({ YELLOW: GOLD, GRAY: SILVER, WHITE: '#ece6da' } as Partial<Record<Color, string>>)[
          opts.color
        ] ?? GOLD)
      : rng() < 0.5
        ? GOLD
        : SILVER;
  return {
    base,
    dark: veryDark ? mix(base, '#ffffff', 0.3) : darken(base, 0.45),
    shade: veryDark ? '#000000' : darken(base, 0.5),
    light: lighten(base, 0.55),
    accent,
    metal,
    sole: opts.kind === 'sunglasses' ? mix(accent, '#1b1b20', 0.72) : '#efe9dc',
    fabric: 'url(#fabric)',
  };
}

function patternDef(pattern: ArtOptions['pattern'], stripes: Shape['stripes'], p: Paint): string {
  const open = (w: number, h: number) =>
    `<pattern id="fabric" patternUnits="userSpaceOnUse" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${p.base}"/>`;
  switch (pattern) {
    case 'stripes':
      return stripes === 'horizontal'
        ? `${open(200, 56)}<rect width="200" height="22" fill="${p.accent}"/></pattern>`
        : `${open(44, 200)}<rect width="14" height="200" fill="${p.accent}"/></pattern>`;
    case 'dots':
      return `${open(48, 48)}<circle cx="12" cy="12" r="7" fill="${p.accent}"/><circle cx="36" cy="36" r="7" fill="${p.accent}"/></pattern>`;
    case 'check':
      return `${open(64, 64)}<rect width="64" height="32" fill="${p.accent}" opacity="0.42"/><rect width="32" height="64" fill="${p.accent}" opacity="0.42"/></pattern>`;
    default:
      return `${open(40, 40)}</pattern>`;
  }
}

/** The viewBox that keeps the 800 x 1000 design centred in any requested aspect ratio. */
function viewBox(width: number, height: number): [number, number, number, number] {
  const aspect = width / height;
  if (aspect >= 0.8) {
    const w = 1000 * aspect;
    return [-(w - 800) / 2, 0, w, 1000];
  }
  const h = 800 / aspect;
  return [0, -(h - 1000) / 2, 800, h];
}

export function drawArt(opts: ArtOptions): string {
  const rng = createRng(opts.seed * 2654435761);
  const shape = SHAPES[opts.kind];
  const p = paintFor(opts, rng);
  const detail = opts.seed % 2 === 1;
  const light = luminance(p.base) > 0.55;
  const bg = mix(pick(rng, light ? DEEP_BACKDROPS : BACKDROPS), p.base, light ? 0.04 : 0.08);
  const [vx, vy, vw, vh] = viewBox(opts.width, opts.height);
  const rule = shape.evenodd ? 'evenodd' : 'nonzero';
  const angle = ((rng() * 2 - 1) * 3).toFixed(2);
  const [fx, fy] = shape.focus;
  const zoom = opts.kind in CLOTHING ? 1.45 : 1.35;
  const [scale, cx, cy] = shape.fit ?? [1, 400, 500];
  const transform = detail
    ? `translate(400 500) scale(${zoom * scale}) translate(${-fx} ${-fy})`
    : `rotate(${angle} 400 500) translate(400 500) scale(${scale}) translate(${-cx} ${-cy})`;
  const backdropX = 400 + Math.round((rng() * 2 - 1) * 80);
  const backdrop =
    rng() < 0.5
      ? `<circle cx="${backdropX}" cy="470" r="330" fill="${lighten(bg, 0.5)}" opacity="0.75"/>`
      : `<path d="M${backdropX - 300} 1000 L${backdropX - 300} 420 A300 300 0 0 1 ${backdropX + 300} 420 L${backdropX + 300} 1000 Z" fill="${lighten(bg, 0.45)}" opacity="0.7"/>`;
  const [sx, sy, sr] = shape.shadow;
  const shadow =
    sr > 0
      ? `<ellipse cx="${sx}" cy="${sy}" rx="${sr}" ry="${Math.round(sr * 0.09)}" fill="#000" opacity="0.09"/>`
      : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.width}" height="${opts.height}" viewBox="${vx} ${vy} ${vw} ${vh}">`,
    '<defs>',
    patternDef(opts.pattern, shape.stripes, p),
    `<clipPath id="body"><path d="${shape.body}" clip-rule="${rule}"/></clipPath>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(bg, 0.25)}"/><stop offset="1" stop-color="${darken(bg, 0.04)}"/></linearGradient>`,
    '<linearGradient id="volume" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.07"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>',
    '</defs>',
    `<rect x="${vx}" y="${vy}" width="${vw}" height="${vh}" fill="url(#bg)"/>`,
    detail ? '' : backdrop,
    `<g transform="${transform}">`,
    shadow,
    shape.under?.(p) ?? '',
    `<path d="${shape.body}" fill="${p.fabric}" fill-rule="${rule}"/>`,
    `<g clip-path="url(#body)"><rect x="60" y="40" width="680" height="940" fill="url(#volume)"/></g>`,
    `<path d="${shape.body}" fill="none" stroke="${p.dark}" stroke-width="3.5" stroke-linejoin="round"/>`,
    shape.over?.(p) ?? '',
    '</g>',
    '</svg>',
  ].join('');
}
