/**
 * Pure rules of the cart: bounds, adding, re-check results and merging. No Dexie here, so every rule
 * is tested on plain arrays; store.ts runs them inside a transaction. Untouched lines keep their
 * identity, which lets the store write only what changed.
 */
import type { Product, ProductCard, Variant, VariantCheck } from '../../../contract/types';
import { linePictureOf } from '../../../contract/product-pictures';
import type { CartLineRow } from '../../lib/db/schema';

/** The most of one variant a cart holds, whatever the stock. */
export const MAX_QUANTITY = 99;

/** The highest quantity the stepper offers: the stock last seen (and re-checked), at most 99. */
export function maxQuantity(line: CartLineRow): number {
  const stock = line.check ? Math.min(line.stock, line.check.stock) : line.stock;
  return Math.max(0, Math.min(MAX_QUANTITY, stock));
}

export function clampQuantity(wanted: number, stock: number): number {
  return Math.max(0, Math.min(Math.floor(wanted), MAX_QUANTITY, stock));
}

/**
 * A new line's row from the product shown and the chosen variant. Its picture is the colour's
 * (contract/product-pictures.ts), kept with the line so the cart shows it offline; a card has only its
 * product's first, until the line's re-check brings the colour's (applyChecks).
 */
export function lineFrom(
  product: Product | ProductCard,
  variant: Variant,
  now = Date.now(),
): CartLineRow {
  return {
    variantId: variant.id,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    image: ('images' in product && linePictureOf(product.images, variant.color)) || product.image,
    color: variant.color,
    size: variant.size,
    quantity: 0,
    price: variant.price,
    stock: variant.stock,
    addedAt: now,
    check: null,
  };
}

export interface AddResult {
  lines: CartLineRow[];
  /** The quantity now in the cart for this variant. */
  quantity: number;
  /** Fewer were added than asked, because of stock or the 99 cap. */
  capped: boolean;
}

/** Adds `quantity` of the line's variant: the same variant adds up; stock and 99 bound it. */
export function addToLines(
  lines: CartLineRow[],
  incoming: CartLineRow,
  quantity: number,
): AddResult {
  const existing = lines.find((l) => l.variantId === incoming.variantId);
  const stock = incoming.stock;
  const wanted = (existing?.quantity ?? 0) + quantity;
  const next = clampQuantity(wanted, stock);
  if (next <= 0) return { lines, quantity: existing?.quantity ?? 0, capped: true };
  const merged: CartLineRow = existing
    ? { ...existing, ...pickFresh(incoming), quantity: next, check: null }
    : { ...incoming, quantity: next };
  const out = existing ? lines.map((l) => (l === existing ? merged : l)) : [...lines, merged];
  return { lines: out, quantity: next, capped: next < wanted };
}

/** What a fresh sighting of the product replaces on an existing line: the shopper just saw it. */
function pickFresh(l: CartLineRow): Partial<CartLineRow> {
  return { price: l.price, stock: l.stock, name: l.name, slug: l.slug, image: l.image };
}

export function setLineQuantity(
  lines: CartLineRow[],
  variantId: string,
  quantity: number,
): CartLineRow[] {
  return lines.map((l) =>
    l.variantId === variantId
      ? { ...l, quantity: Math.max(1, Math.min(Math.floor(quantity), maxQuantity(l))) }
      : l,
  );
}

/** Puts a removed line back (undo); if the variant was added again meanwhile, the quantities add up. */
export function restoreLine(lines: CartLineRow[], row: CartLineRow): CartLineRow[] {
  const existing = lines.find((l) => l.variantId === row.variantId);
  if (!existing) return [...lines, row];
  const quantity = clampQuantity(
    existing.quantity + row.quantity,
    Math.max(existing.stock, row.stock),
  );
  return lines.map((l) => (l === existing ? { ...l, quantity } : l));
}

/** Swaps a line's variant (product-edit panel), keeping its place; merges into a line already holding it. */
export function replaceLineVariant(
  lines: CartLineRow[],
  oldId: string,
  incoming: CartLineRow,
  quantity: number,
): CartLineRow[] {
  const old = lines.find((l) => l.variantId === oldId);
  if (!old) return lines;
  const rest = lines.filter((l) => l !== old);
  const other = rest.find((l) => l.variantId === incoming.variantId);
  const total = clampQuantity((other?.quantity ?? 0) + quantity, incoming.stock);
  if (total <= 0) return lines;
  const row: CartLineRow = {
    ...incoming,
    quantity: total,
    addedAt: Math.min(old.addedAt, other?.addedAt ?? Infinity),
  };
  return [...rest.filter((l) => l !== other), row];
}

export type LineProblem = 'gone' | 'out_of_stock' | 'insufficient_stock' | 'price_changed';

/** What the shopper must see on a line after a re-check; null when nothing changed that matters. */
export function lineProblems(line: CartLineRow): LineProblem[] {
  const c = line.check;
  if (!c) return [];
  if (c.gone) return ['gone'];
  const out: LineProblem[] = [];
  if (c.stock <= 0) out.push('out_of_stock');
  else if (c.stock < line.quantity) out.push('insufficient_stock');
  if (c.price !== line.price) out.push('price_changed');
  return out;
}

/**
 * Records the API's answer on each line asked about (one missing from the answer no longer exists). A price change or lost stock is kept in `check` for the
 * shopper to accept; more stock, or a new name or picture, is simply taken (nothing to agree to).
 */
export function applyChecks(
  lines: CartLineRow[],
  checks: VariantCheck[],
  asked: readonly string[],
  now = Date.now(),
): CartLineRow[] {
  const byId = new Map(checks.map((c) => [c.id, c]));
  return lines.map((line) => {
    // A line added while the answer was on its way was not asked about: not an unknown variant.
    if (!asked.includes(line.variantId)) return line;
    const c = byId.get(line.variantId);
    if (!c)
      return {
        ...line,
        check: { price: line.price, stock: 0, stock_state: 'out_of_stock', gone: true, at: now },
      };
    // The colour's picture; a check the worker cached before issue 37 has only the product's.
    const image = c.image ?? c.product.image;
    const fresh = { ...line, name: c.product.name, slug: c.product.slug, image };
    const check = {
      price: c.price,
      stock: c.stock,
      stock_state: c.stock_state,
      // Its product is no longer sold (a draft or archived): named with its card, shown as gone.
      gone: c.for_sale === false,
      at: now,
    };
    if (lineProblems({ ...fresh, check }).length > 0) return { ...fresh, check };
    return { ...fresh, stock: c.stock, check: null };
  });
}

/** The shopper accepts a re-check: the new price, the quantity cut to stock; a line with none left goes. */
export function acceptCheck(lines: CartLineRow[], variantId: string): CartLineRow[] {
  return lines.flatMap((l) => {
    if (l.variantId !== variantId || !l.check) return [l];
    const { check } = l;
    if (check.gone || check.stock <= 0) return [];
    return [
      {
        ...l,
        price: check.price,
        stock: check.stock,
        quantity: clampQuantity(l.quantity, check.stock),
        check: null,
      },
    ];
  });
}

export function cartCount(lines: readonly CartLineRow[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartSubtotal(lines: readonly CartLineRow[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}
