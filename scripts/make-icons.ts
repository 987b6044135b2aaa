/**
 * Draws the PWA icons, favicon and install screenshots from SVG with sharp into public/.
 * Run: npx tsx scripts/make-icons.ts. The outputs are committed; rerun only when the artwork changes.
 * Shapes are paths (no fonts) in the icons so they render the same on every machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const INK = '#1c1917';
const CREAM = '#faf7f2';
const GOLD = '#c8a24a';
const OUT = join(import.meta.dirname, '..', 'public');

// The monogram on a 100x100 grid: a geometric M over a gold rule.
const MONOGRAM = `
  <path fill="${CREAM}" d="M22 74V28h8l20 26 20-26h8v46h-8V42L50 67 30 42v32z"/>
  <rect fill="${GOLD}" x="36" y="79" width="28" height="4" rx="2"/>`;

/** rounded: transparent corners (purpose any); scale < 1 keeps the mark inside the maskable safe zone. */
function iconSvg(size: number, { rounded = false, scale = 1 } = {}): string {
  const bg = rounded
    ? `<rect width="100" height="100" rx="22" fill="${INK}"/>`
    : `<rect width="100" height="100" fill="${INK}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${bg}
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">${MONOGRAM}</g></svg>`;
}

const CARD_COLORS = ['#d9c3a5', '#8a9a7b', '#b4553f', '#3b4a6b', '#e3d6c6', '#6f4e37'];

/** A product card: picture block and two text lines, as the catalog grid shows it. */
function card(x: number, y: number, w: number, i: number): string {
  const h = Math.round(w * 1.25);
  const fill = CARD_COLORS[i % CARD_COLORS.length] ?? GOLD;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}"/>
  <rect x="${x}" y="${y + h + 14}" width="${Math.round(w * 0.7)}" height="12" rx="6" fill="#44403c"/>
  <rect x="${x}" y="${y + h + 36}" width="${Math.round(w * 0.35)}" height="12" rx="6" fill="${GOLD}"/>`;
}

function header(width: number): string {
  return `<rect width="${width}" height="72" fill="${INK}"/>
  <g transform="translate(16 6) scale(0.6)">${MONOGRAM}</g>
  <text x="84" y="45" font-family="DejaVu Serif, serif" font-size="24" fill="${CREAM}">Mây Clothing</text>`;
}

function hero(x: number, y: number, w: number, h: number, size: number): string {
  return `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#e9dcc8"/>
  <stop offset="1" stop-color="#cfae7e"/></linearGradient></defs>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="url(#g)"/>
  <text x="${x + 32}" y="${y + h / 2}" font-family="DejaVu Serif, serif" font-size="${size}" fill="${INK}">Bộ sưu tập mới</text>
  <rect x="${x + 32}" y="${y + h / 2 + 28}" width="160" height="44" rx="22" fill="${INK}"/>`;
}

function screenshotSvg(width: number, height: number): string {
  const wide = width > height;
  const cols = wide ? 4 : 2;
  const pad = wide ? 48 : 20;
  const gap = wide ? 24 : 16;
  const cardW = Math.floor((width - 2 * pad - gap * (cols - 1)) / cols);
  const heroH = wide ? 260 : 300;
  const top = 72 + 24 + heroH + 32;
  const cards = Array.from({ length: cols * 2 }, (_, i) =>
    card(
      pad + (i % cols) * (cardW + gap),
      top + Math.floor(i / cols) * (cardW * 1.25 + 80),
      cardW,
      i,
    ),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${CREAM}"/>${header(width)}
  ${hero(pad, 96, width - 2 * pad, heroH, wide ? 48 : 36)}${cards}</svg>`;
}

async function png(svg: string, file: string): Promise<void> {
  const buf = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(join(OUT, file), buf);
  console.log(`${file}: ${buf.length} bytes`);
}

async function main(): Promise<void> {
  await mkdir(join(OUT, 'screenshots'), { recursive: true });
  // A PNG, not an SVG: Chromium decodes an SVG favicon on the page's main thread, building a whole SVG
  // document for it (25–45 ms at 1x CPU on this machine) just after load, while the app hydrates.
  await png(iconSvg(32, { rounded: true }), 'favicon-32.png');
  await png(iconSvg(192, { rounded: true }), 'pwa-192x192.png');
  await png(iconSvg(512, { rounded: true }), 'pwa-512x512.png');
  await png(iconSvg(512, { scale: 0.72 }), 'maskable-512x512.png');
  await png(iconSvg(180, { scale: 0.8 }), 'apple-touch-icon.png');
  await png(screenshotSvg(1280, 800), 'screenshots/wide.png');
  await png(screenshotSvg(540, 960), 'screenshots/narrow.png');
}

await main();
