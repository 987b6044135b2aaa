/** Size guide units (spec: CM and inches): 1 in = 2.54 cm, shown to one decimal. */
export const CM_PER_INCH = 2.54;

export function toInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}
