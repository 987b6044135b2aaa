/** Bags, hats, scarves, shoes, belts, sunglasses and jewellery for the demo art, in the 800 x 1000 design box. */
import { fold, seam, type Paint, type Shape } from './art-shape';

const outlined = (d: string, fill: string, p: Paint, width = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"/>`;

const bag: Shape = {
  fit: [1.15, 400, 560],
  body: 'M222 500 L578 500 Q604 500 608 526 L636 806 Q640 840 606 840 L194 840 Q160 840 164 806 L192 526 Q196 500 222 500 Z',
  under: (p) =>
    `<path d="M292 506 C292 290 508 290 508 506" fill="none" stroke="${p.dark}" stroke-width="34"/>` +
    `<path d="M292 506 C292 290 508 290 508 506" fill="none" stroke="${p.base}" stroke-width="26"/>` +
    `<path d="M292 506 C292 290 508 290 508 506" fill="none" stroke="${p.shade}" stroke-width="26" opacity="0.25"/>`,
  over: (p) =>
    `<rect x="278" y="486" width="28" height="30" rx="6" fill="${p.metal}" stroke="${p.dark}" stroke-width="2"/>` +
    `<rect x="494" y="486" width="28" height="30" rx="6" fill="${p.metal}" stroke="${p.dark}" stroke-width="2"/>` +
    fold('M164 806 L192 526 L214 526 L196 836 Z', p, 0.25) +
    outlined(
      'M192 526 Q196 500 222 500 L578 500 Q604 500 608 526 L622 668 Q400 740 178 668 Z',
      p.fabric,
      p,
    ) +
    fold('M178 668 Q400 740 622 668 L620 650 Q400 720 180 650 Z', p, 0.3) +
    `<path d="M208 520 L592 520 L604 652 Q400 716 196 652 Z" fill="none" stroke="${p.light}" stroke-width="2.5" stroke-dasharray="9 8" opacity="0.7"/>` +
    `<rect x="374" y="686" width="52" height="38" rx="9" fill="${p.metal}" stroke="${p.dark}" stroke-width="2.5"/>` +
    `<rect x="390" y="698" width="20" height="14" rx="4" fill="${p.dark}" opacity="0.35"/>`,
  focus: [400, 680],
  shadow: [400, 850, 250],
  stripes: 'horizontal',
};

const tote: Shape = {
  body: 'M214 380 L586 380 L614 862 L186 862 Z',
  under: (p) =>
    `<path d="M304 386 C300 170 500 170 496 386" fill="none" stroke="${p.dark}" stroke-width="32"/>` +
    `<path d="M304 386 C300 170 500 170 496 386" fill="none" stroke="${p.accent}" stroke-width="24"/>` +
    `<path d="M304 386 C300 170 500 170 496 386" fill="none" stroke="#000" stroke-width="24" opacity="0.18"/>`,
  over: (p) =>
    `<path d="M214 380 L586 380 L584 404 L216 404 Z" fill="${p.shade}" opacity="0.35"/>` +
    `<path d="M268 396 C262 130 538 130 532 396" fill="none" stroke="${p.dark}" stroke-width="34"/>` +
    `<path d="M268 396 C262 130 538 130 532 396" fill="none" stroke="${p.accent}" stroke-width="26"/>` +
    `<rect x="250" y="380" width="36" height="60" rx="4" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>` +
    `<rect x="514" y="380" width="36" height="60" rx="4" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>` +
    seam('M226 420 L574 420', p, 2, 0.3) +
    fold('M186 862 L214 380 L236 380 L212 862 Z', p, 0.25),
  focus: [400, 400],
  shadow: [400, 872, 250],
  stripes: 'horizontal',
};

const hatBrim = 'M130 600 A270 78 0 1 0 670 600 A270 78 0 1 0 130 600 Z';
const hat: Shape = {
  fit: [1.25, 400, 540],
  body: 'M262 600 C258 430 300 360 400 360 C500 360 542 430 538 600 Q400 632 262 600 Z',
  under: (p) =>
    outlined(hatBrim, p.fabric, p) + `<path d="${hatBrim}" fill="${p.shade}" opacity="0.28"/>`,
  over: (p) =>
    outlined('M265 540 Q400 570 535 540 L538 596 Q400 628 262 596 Z', p.accent, p) +
    seam('M400 372 C390 420 394 460 400 486', p, 3, 0.4) +
    fold('M262 600 C258 430 300 360 400 360 C330 380 300 450 298 606 Z', p, 0.18) +
    outlined('M130 600 A270 78 0 0 0 670 600 L538 600 Q400 632 262 600 Z', p.fabric, p) +
    `<path d="M130 600 A270 78 0 0 0 670 600 L538 600 Q400 632 262 600 Z" fill="${p.light}" opacity="0.12"/>`,
  focus: [400, 570],
  shadow: [400, 700, 270],
  stripes: 'horizontal',
};

const fringe = (x0: number, x1: number, y0: number, y1: number, p: Paint) => {
  let d = '';
  for (let i = 0; i <= 10; i++) {
    const x = x0 + ((x1 - x0) * i) / 10;
    const y = y0 + ((y1 - y0) * i) / 10;
    d += `M${x.toFixed(1)} ${y.toFixed(1)} l${(i % 2) * 2 - 1} 40 `;
  }
  return (
    `<path d="${d}" stroke="${p.base}" stroke-width="6" stroke-linecap="round"/>` +
    seam(d, p, 1.5, 0.35)
  );
};

const scarf: Shape = {
  body: 'M270 214 L400 204 L390 860 L258 852 Z M416 222 L532 232 L552 826 L434 838 Z M262 228 C262 120 540 112 538 236 L514 262 C496 176 306 176 290 262 Z',
  over: (p) =>
    fold('M416 222 L532 232 L552 826 L434 838 Z', p, 0.2) +
    fold('M270 214 L300 214 L286 856 L258 852 Z', p, 0.15) +
    fringe(262, 386, 852, 860, p) +
    fringe(438, 548, 838, 826, p),
  focus: [330, 840],
  shadow: [405, 905, 200],
  stripes: 'horizontal',
};

/** One shoe, toe to the right, moved by (x, y). */
function shoe(x: number, y: number): string {
  const pts =
    'M0 184 L4 40 Q6 14 34 16 L120 26 Q150 30 162 52 Q190 92 236 92 L300 100 Q410 118 456 156 Q476 176 468 192 L0 192 Z';
  let i = 0;
  return pts.replace(/-?\d+(\.\d+)?/g, (n) => String(Number(n) + (i++ % 2 === 0 ? x : y)));
}
const shoeDetails = (x: number, y: number, p: Paint) =>
  outlined(
    `M${x - 8} ${y + 184} L${x + 474} ${y + 184} Q${x + 484} ${y + 204} ${x + 470} ${y + 222} L${x} ${y + 222} Q${x - 12} ${y + 204} ${x - 8} ${y + 184} Z`,
    p.sole,
    p,
  ) +
  seam(`M${x - 4} ${y + 200} L${x + 476} ${y + 200}`, p, 2, 0.3) +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${x + 186 + i * 30} ${y + 72 + i * 6} l22 34" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('') +
  seam(`M${x + 362} ${y + 112} Q${x + 400} ${y + 150} ${x + 392} ${y + 186}`, p, 2.5, 0.45) +
  outlined(
    `M${x + 4} ${y + 40} Q${x + 6} ${y + 14} ${x + 34} ${y + 16} L${x + 40} ${y + 16} L${x + 36} ${y + 150} L${x + 2} ${y + 150} Z`,
    p.accent,
    p,
    2.5,
  );

const shoes: Shape = {
  fit: [1.1, 410, 600],
  body: shoe(128, 560),
  under: (p) =>
    outlined(shoe(208, 420), p.fabric, p) +
    `<path d="${shoe(208, 420)}" fill="${p.shade}" opacity="0.3"/>` +
    shoeDetails(208, 420, p),
  over: (p) => shoeDetails(128, 560, p),
  focus: [380, 650],
  shadow: [410, 790, 310],
  stripes: 'horizontal',
};

const beltLoop =
  'M130 520 A270 180 0 1 0 670 520 A270 180 0 1 0 130 520 Z M176 520 A224 142 0 1 0 624 520 A224 142 0 1 0 176 520 Z';
const belt: Shape = {
  fit: [1.1, 400, 540],
  body: beltLoop,
  evenodd: true,
  over: (p) =>
    `<path d="M176 520 A224 142 0 0 1 624 520 L670 520 A270 180 0 0 0 130 520 Z" fill="${p.shade}" opacity="0.25"/>` +
    outlined(
      'M440 664 Q520 660 590 634 Q610 628 616 646 Q618 662 600 672 Q526 698 440 702 Z',
      p.fabric,
      p,
    ) +
    [488, 520, 552]
      .map(
        (x) =>
          `<circle cx="${x}" cy="${x < 540 ? 682 : 676}" r="5" fill="${p.dark}" opacity="0.7"/>`,
      )
      .join('') +
    `<rect x="352" y="640" width="96" height="88" rx="14" fill="none" stroke="${p.dark}" stroke-width="18"/>` +
    `<rect x="352" y="640" width="96" height="88" rx="14" fill="none" stroke="${p.metal}" stroke-width="12"/>` +
    `<path d="M358 684 L420 684" stroke="${p.metal}" stroke-width="8" stroke-linecap="round"/>`,
  focus: [430, 680],
  shadow: [400, 735, 290],
  stripes: 'horizontal',
};

const lens = (cx: number) =>
  `M${cx - 110} 470 A110 88 0 1 0 ${cx + 110} 470 A110 88 0 1 0 ${cx - 110} 470 Z`;
const rim = (cx: number) =>
  `M${cx - 134} 470 A134 112 0 1 0 ${cx + 134} 470 A134 112 0 1 0 ${cx - 134} 470 Z`;
const sunglasses: Shape = {
  fit: [1.1, 400, 560],
  body: `${rim(258)} ${lens(258)} ${rim(542)} ${lens(542)} M384 446 Q400 426 416 446 L416 468 Q400 452 384 468 Z M124 452 L92 444 L92 480 L124 486 Z M676 452 L708 444 L708 480 L676 486 Z`,
  evenodd: true,
  under: (p) =>
    `<rect x="170" y="600" width="460" height="150" rx="75" fill="${p.accent}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M180 640 Q400 600 620 640" fill="none" stroke="${p.dark}" stroke-width="2.5" opacity="0.3"/>` +
    `<path d="${lens(258)} ${lens(542)}" fill="${p.sole}"/>` +
    `<path d="M190 440 L240 400 M200 480 L280 410 M474 440 L524 400 M484 480 L564 410" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.35"/>`,
  focus: [258, 470],
  shadow: [400, 760, 250],
  stripes: 'horizontal',
};

const jewelry: Shape = {
  body: 'M400 600 C448 650 466 700 456 736 A58 58 0 1 1 344 736 C334 700 352 650 400 600 Z',
  under: (p) =>
    `<path d="M210 120 C210 420 320 580 400 590 C480 580 590 420 590 120" fill="none" stroke="${p.dark}" stroke-width="13" stroke-dasharray="1 16" stroke-linecap="round" opacity="0.5"/>` +
    `<path d="M210 120 C210 420 320 580 400 590 C480 580 590 420 590 120" fill="none" stroke="${p.metal}" stroke-width="10" stroke-dasharray="1 16" stroke-linecap="round"/>` +
    `<circle cx="400" cy="592" r="14" fill="none" stroke="${p.metal}" stroke-width="6"/>`,
  over: (p) =>
    `<circle cx="400" cy="728" r="28" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>` +
    `<path d="M388 716 L400 708" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>` +
    `<path d="M400 600 C448 650 466 700 456 736 A58 58 0 1 1 344 736 C334 700 352 650 400 600 Z" fill="none" stroke="${p.metal}" stroke-width="6"/>` +
    [262, 538]
      .map(
        (x) =>
          `<circle cx="${x}" cy="880" r="46" fill="none" stroke="${p.dark}" stroke-width="14" opacity="0.45"/><circle cx="${x}" cy="880" r="46" fill="none" stroke="${p.metal}" stroke-width="10"/><circle cx="${x}" cy="926" r="13" fill="${p.accent}" stroke="${p.dark}" stroke-width="2"/>`,
      )
      .join(''),
  focus: [400, 700],
  shadow: [400, 820, 0],
  stripes: 'horizontal',
};

export const ACCESSORIES = { bag, tote, hat, scarf, shoes, belt, sunglasses, jewelry } as const;
