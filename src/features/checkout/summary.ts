/**
 * What the order summary shows. The amounts are the server's (its PUT answer): the app shows them and
 * never works out a total itself. Until the server has answered (or while offline), the lines and
 * subtotal are the cart's as the shopper last saw them, and the total waits for the server.
 */
import type { Color } from '../../../contract/constants';
import type { Checkout, Image, Problem } from '../../../contract/types';
import type { CartLineRow } from '../../lib/db/schema';

export interface SummaryLine {
  variantId: string;
  name: string;
  slug: string;
  image: Image;
  color: Color;
  size: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface Summary {
  lines: SummaryLine[];
  subtotal: number;
  /** null until a method is chosen and the server has priced it. */
  shipping: number | null;
  discount: number;
  /** null until the server has answered. */
  total: number | null;
  /** The discount code the server applied. */
  discountCode: string | null;
}

const cartLine = (l: CartLineRow): SummaryLine => ({
  variantId: l.variantId,
  name: l.name,
  slug: l.slug,
  image: l.image,
  color: l.color,
  size: l.size,
  quantity: l.quantity,
  unitPrice: l.price,
  lineTotal: l.price * l.quantity,
});

/**
 * The cart's lines in its order, each priced by the server where it answered for it (a variant the server
 * no longer knows keeps the cart's picture and price, and its problem says why).
 */
export function summaryOf(checkout: Checkout | null, cart: readonly CartLineRow[]): Summary {
  if (!checkout) {
    const lines = cart.map(cartLine);
    return {
      lines,
      subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
      shipping: null,
      discount: 0,
      total: null,
      discountCode: null,
    };
  }
  const priced = new Map(checkout.lines.map((l) => [l.variant_id, l]));
  return {
    lines: cart.map((c) => {
      const l = priced.get(c.variantId);
      if (!l) return cartLine(c);
      return {
        ...cartLine(c),
        name: l.product.name,
        slug: l.product.slug,
        // The colour's picture (issue 37); an answer from before it had none.
        image: l.image ?? l.product.image,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        lineTotal: l.line_total,
      };
    }),
    subtotal: checkout.subtotal,
    shipping: checkout.shipping_method ? checkout.shipping : null,
    discount: checkout.discount,
    total: checkout.total,
    discountCode: checkout.discount_code,
  };
}

/** The problems of each line by variant id. */
export function problemsByLine(problems: readonly Problem[]): Map<string, Problem[]> {
  const out = new Map<string, Problem[]>();
  for (const p of problems) out.set(p.variant_id, [...(out.get(p.variant_id) ?? []), p]);
  return out;
}
