/** Stock states and size order, the rules the API applies to every variant and card. */
import type { StockState } from '../../../contract/types';

export function stockState(stock: number, lowThreshold: number): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowThreshold ? 'low_stock' : 'in_stock';
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Letter sizes from small to large, then numbers ascending, then anything else, 'One size' last. */
function sizeRank(size: string): [number, number, string] {
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return [0, letter, size];
  const n = Number(size);
  if (size.trim() !== '' && Number.isFinite(n)) return [1, n, size];
  if (/^one size$/i.test(size)) return [3, 0, size];
  return [2, 0, size];
}

export function compareSizes(a: string, b: string): number {
  const [ga, na, sa] = sizeRank(a);
  const [gb, nb, sb] = sizeRank(b);
  return ga - gb || na - nb || sa.localeCompare(sb);
}
