/** The parts every art kind is drawn from, in an 800 x 1000 design box, and small drawing helpers. */

export interface Paint {
  base: string; // the product colour
  dark: string; // outlines and seams
  shade: string; // fold shadows
  light: string; // highlights
  accent: string; // the second colour: pattern, trims, buttons
  metal: string; // buckles, clasps, rivets
  sole: string; // shoe soles, lens tint
  fabric: string; // paint of the patterned material, e.g. 'url(#fabric)'
}

export interface Shape {
  body: string; // path data of the patterned silhouette
  under?: (p: Paint) => string; // drawn behind the body (handles, the inside of a hood)
  over?: (p: Paint) => string; // drawn over the body (seams, buttons, trims)
  focus: [number, number]; // centre of the detail crop
  shadow: [number, number, number]; // floor shadow: cx, cy, rx
  stripes: 'horizontal' | 'vertical';
  evenodd?: boolean; // the body has holes (a belt loop, glasses frames)
  fit?: [number, number, number]; // small items: scale, and the point moved to the frame's centre
}

export const seam = (d: string, p: Paint, width = 3, opacity = 0.55) =>
  `<path d="${d}" fill="none" stroke="${p.dark}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
export const fold = (d: string, p: Paint, opacity = 0.22) =>
  `<path d="${d}" fill="${p.shade}" opacity="${opacity}"/>`;
export const button = (x: number, y: number, p: Paint, r = 9) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.light}" stroke="${p.dark}" stroke-width="2.5"/>`;
