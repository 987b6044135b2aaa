/**
 * Pure rules for picking a variant: which colours and sizes can be chosen, and what a choice resolves
 * to. The product page's (src/features/product) and the server's, which renders that page's head for
 * the variant the page will show (the colour's first picture preloaded: server/html/route-head.ts).
 */
import type { Color } from './constants';
import type { Product, StockState, Variant } from './types';

type Variants = Pick<Product, 'colors' | 'sizes' | 'variants'>;

export interface Selection {
  color: Color;
  size: string;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export function findVariant(product: Variants, color: string, size: string): Variant | null {
  return product.variants.find((v) => v.color === color && v.size === size) ?? null;
}

/** A colour is offered when some size of it is in stock. */
export function isColorAvailable(product: Variants, color: string): boolean {
  return product.variants.some((v) => v.color === color && v.stock > 0);
}

/** A size is offered when the variant of that colour and size exists and is in stock. */
export function isSizeAvailable(product: Variants, color: string, size: string): boolean {
  return (findVariant(product, color, size)?.stock ?? 0) > 0;
}

function firstSizeFor(product: Variants, color: string): string | undefined {
  return product.sizes.find((size) => isSizeAvailable(product, color, size)) ?? product.sizes[0];
}

/**
 * The selection shown: the URL's colour and size where the product has them, else the first
 * variant in stock (so the page opens on something buyable), else the first variant.
 */
export function resolveSelection(
  product: Variants,
  color?: string | null,
  size?: string | null,
): Selection | null {
  const pickedColor = product.colors.find((c) => c === color);
  const pickedSize = product.sizes.find((s) => s === size);
  if (pickedColor && pickedSize) return { color: pickedColor, size: pickedSize };
  if (pickedColor) return { color: pickedColor, size: firstSizeFor(product, pickedColor) ?? '' };
  const inStock = product.variants.filter((v) => v.stock > 0);
  const base = inStock.find((v) => v.size === pickedSize) ?? inStock[0] ?? product.variants[0];
  if (!base) return null;
  return { color: base.color, size: pickedSize ?? base.size };
}

/** Picking a colour keeps the size when that combination is in stock, else moves to its first size in stock. */
export function chooseColor(product: Variants, current: Selection, color: Color): Selection {
  if (isSizeAvailable(product, color, current.size)) return { color, size: current.size };
  return { color, size: firstSizeFor(product, color) ?? current.size };
}

/** Spec section 4: out of stock; low stock at or under the store's threshold; else in stock. */
export function stockStateOf(stock: number, threshold = DEFAULT_LOW_STOCK_THRESHOLD): StockState {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= threshold) return 'low_stock';
  return 'in_stock';
}
