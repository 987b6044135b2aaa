/** Clothing silhouettes for the demo art, in the 800 x 1000 design box. */
import { button, fold, seam, type Shape } from './art-shape';

const tee: Shape = {
  body: 'M335 200 Q400 262 465 200 L560 222 L662 338 L592 398 L558 360 L566 800 Q400 818 234 800 L242 360 L208 398 L138 338 L240 222 Z',
  over: (p) =>
    seam('M335 200 Q400 262 465 200', p, 10, 0.35) +
    seam('M348 206 Q400 250 452 206', p, 2.5, 0.5) +
    seam('M592 398 L662 338', p, 2.5) +
    seam('M614 379 L650 348', p, 2, 0.35) +
    seam('M208 398 L138 338', p, 2.5) +
    seam('M186 379 L150 348', p, 2, 0.35) +
    fold('M242 360 L270 380 L262 800 L234 800 Z', p) +
    fold('M558 360 L530 380 L538 800 L566 800 Z', p) +
    seam('M240 775 Q400 792 560 775', p, 2, 0.35),
  focus: [400, 270],
  shadow: [400, 835, 230],
  stripes: 'horizontal',
};

const shirtBody =
  'M345 192 L262 222 C232 300 200 520 176 664 L246 678 L270 400 L262 800 Q400 846 538 800 L530 400 L554 678 L624 664 C600 520 568 300 538 222 L455 192 Z';

const shirt: Shape = {
  body: shirtBody,
  under: (p) =>
    `<path d="M345 194 Q400 168 455 194 L445 214 Q400 196 355 214 Z" fill="${p.shade}"/>`,
  over: (p) =>
    fold('M270 400 L300 420 L296 806 L262 800 Z', p) +
    fold('M530 400 L500 420 L504 806 L538 800 Z', p) +
    seam('M400 240 L400 830', p, 2.5) +
    seam('M414 244 L414 828', p, 2, 0.3) +
    [300, 390, 480, 570, 660, 750].map((y) => button(407, y, p, 8)).join('') +
    seam('M181 634 L251 648', p, 3) +
    seam('M619 634 L549 648', p, 3) +
    seam('M300 320 L360 320 L360 385 Q330 398 300 385 Z', p, 2.5, 0.45) +
    `<path d="M346 186 L400 240 L368 272 L326 206 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>` +
    `<path d="M454 186 L400 240 L432 272 L474 206 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>`,
  focus: [400, 280],
  shadow: [400, 850, 250],
  stripes: 'vertical',
};

const dress: Shape = {
  body: 'M318 172 L344 172 L362 262 Q400 300 438 262 L456 172 L482 172 L500 292 Q512 372 494 448 C560 600 640 760 684 896 Q400 944 116 896 C160 760 240 600 306 448 Q288 372 300 292 Z',
  over: (p) =>
    fold('M306 448 C240 600 160 760 116 896 L150 905 C210 760 280 600 330 452 Z', p) +
    fold('M494 448 C560 600 640 760 684 896 L650 905 C590 760 520 600 470 452 Z', p) +
    seam('M340 470 C320 620 300 760 290 918', p, 2.5, 0.3) +
    seam('M460 470 C480 620 500 760 510 918', p, 2.5, 0.3) +
    seam('M400 475 L400 930', p, 2.5, 0.25) +
    `<path d="M304 432 Q400 452 496 432 L494 466 Q400 486 306 466 Z" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>` +
    `<path d="M400 470 C380 540 372 600 362 660 L384 664 C392 600 398 540 404 474 Z" fill="${p.accent}" stroke="${p.dark}" stroke-width="2"/>` +
    `<circle cx="400" cy="458" r="14" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>`,
  focus: [400, 400],
  shadow: [400, 930, 290],
  stripes: 'horizontal',
};

const skirt: Shape = {
  body: 'M272 238 L528 238 L534 300 C590 460 650 650 672 842 Q400 892 128 842 C150 650 210 460 266 300 Z',
  over: (p) =>
    `<path d="M270 236 L530 236 L534 300 L266 300 Z" fill="${p.shade}" opacity="0.28"/>` +
    seam('M266 300 L534 300', p, 3) +
    button(400, 268, p, 11) +
    [
      'M310 302 C290 480 250 660 220 862',
      'M355 302 C345 480 330 660 318 874',
      'M445 302 C455 480 470 660 482 874',
      'M490 302 C510 480 550 660 580 862',
    ]
      .map((d) => seam(d, p, 2.5, 0.3))
      .join('') +
    fold('M266 300 C210 460 150 650 128 842 L170 852 C196 660 240 470 292 302 Z', p),
  focus: [400, 300],
  shadow: [400, 880, 280],
  stripes: 'vertical',
};

const trousers: Shape = {
  body: 'M272 170 L528 170 L534 220 L566 884 L420 884 L400 430 L380 884 L234 884 L266 220 Z',
  over: (p) =>
    `<path d="M272 170 L528 170 L534 220 L266 220 Z" fill="${p.shade}" opacity="0.25"/>` +
    seam('M266 220 L534 220', p, 3) +
    seam('M400 222 L400 360 Q398 392 372 400', p, 2.5) +
    seam('M286 226 Q320 300 352 222', p, 2.5) +
    seam('M514 226 Q480 300 448 222', p, 2.5) +
    seam('M322 430 L308 884', p, 2, 0.25) +
    seam('M478 430 L492 884', p, 2, 0.25) +
    [300, 370, 430, 500]
      .map(
        (x) =>
          `<rect x="${x - 6}" y="166" width="12" height="60" rx="4" fill="${p.shade}" opacity="0.45"/>`,
      )
      .join('') +
    button(400, 195, p, 10) +
    fold('M400 430 L420 884 L450 884 L415 440 Z', p) +
    fold('M400 430 L380 884 L352 884 L388 436 Z', p, 0.14),
  focus: [380, 290],
  shadow: [400, 900, 230],
  stripes: 'vertical',
};

const jacket: Shape = {
  body: 'M342 184 L248 218 C214 300 186 520 164 690 L240 704 L268 420 L258 834 L542 834 L532 420 L560 704 L636 690 C614 520 586 300 552 218 L458 184 Z',
  under: (p) =>
    `<path d="M342 184 L458 184 L400 480 Z" fill="${p.accent}"/>` +
    `<path d="M350 184 Q400 214 450 184" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.4"/>`,
  over: (p) =>
    `<path d="M342 184 L458 184 L400 480 Z" fill="${p.accent}" stroke="${p.dark}" stroke-width="2.5"/>` +
    `<path d="M350 186 Q400 212 450 186 L446 200 Q400 228 354 200 Z" fill="${p.light}" opacity="0.9"/>` +
    `<path d="M342 184 L308 316 L338 330 L400 480 L366 250 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M458 184 L492 316 L462 330 L400 480 L434 250 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    fold('M342 184 L308 316 L338 330 L400 480 L366 250 Z', p, 0.18) +
    seam('M400 480 L400 834', p, 3) +
    button(386, 560, p, 10) +
    button(386, 670, p, 10) +
    seam('M292 640 L362 640', p, 4, 0.5) +
    seam('M438 640 L508 640', p, 4, 0.5) +
    fold('M268 420 L298 440 L290 834 L258 834 Z', p) +
    fold('M532 420 L502 440 L510 834 L542 834 Z', p) +
    seam('M171 660 L243 674', p, 3) +
    seam('M629 660 L557 674', p, 3),
  focus: [400, 330],
  shadow: [400, 865, 260],
  stripes: 'horizontal',
};

const hoodie: Shape = {
  body: 'M340 226 L250 250 C216 330 190 540 172 690 L246 702 L270 440 L262 760 L538 760 L530 440 L554 702 L628 690 C610 540 584 330 550 250 L460 226 Z',
  under: (p) =>
    `<path d="M318 258 C290 150 330 96 400 96 C470 96 510 150 482 258 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="3"/>`,
  over: (p) =>
    `<path d="M330 236 C330 150 360 126 400 126 C440 126 470 150 470 236 Q400 300 330 236 Z" fill="${p.shade}" opacity="0.55" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M262 760 L538 760 L540 812 L260 812 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M262 760 L538 760 L540 812 L260 812 Z" fill="${p.shade}" opacity="0.25"/>` +
    `<path d="M300 560 L500 560 L538 720 L262 720 Z" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.6" stroke-linejoin="round"/>` +
    seam('M300 560 L276 660', p, 3, 0.45) +
    seam('M500 560 L524 660', p, 3, 0.45) +
    `<path d="M376 262 L370 400 M424 262 L430 400" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="363" y="396" width="14" height="26" rx="4" fill="${p.metal}"/><rect x="423" y="396" width="14" height="26" rx="4" fill="${p.metal}"/>` +
    seam('M176 662 L250 674', p, 3) +
    seam('M624 662 L550 674', p, 3) +
    fold('M270 440 L300 460 L292 760 L262 760 Z', p) +
    fold('M530 440 L500 460 L508 760 L538 760 Z', p),
  focus: [400, 360],
  shadow: [400, 840, 250],
  stripes: 'horizontal',
};

export const CLOTHING = { tee, shirt, dress, skirt, trousers, jacket, hoodie } as const;
