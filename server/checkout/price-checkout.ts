/** A checkout draft as the API answers it: every line, amount and problem computed from the database now. */
import type { Address, Checkout, Lang } from '../../contract/types';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import type { DraftAddress, StoredLine } from '../db/schema-orders';
import { checkDiscount } from './discount';
import type { DiscountCheck, Shopper } from './discount-rules';
import { cardsOf, pricedLines, variantsNow } from './lines';
import { lineProblems, mergeLines, totalsOf } from './pricing';

export interface CheckoutDraft {
  lines: StoredLine[];
  email: string | null;
  shippingAddress: DraftAddress | null;
  shippingMethod: 'standard' | 'express' | null;
  paymentMethod: 'cod' | 'card' | null;
  discountCode: string | null;
}

/** A draft's missing address fields answer as empty strings (the shape has no nulls inside). */
export function addressOf(draft: DraftAddress | null): Address | null {
  if (!draft) return null;
  const out = {} as Address;
  for (const key of Object.keys(draft) as (keyof Address)[]) out[key] = draft[key] ?? '';
  return out;
}

/**
 * The answer for `draft`, the unit prices it shows (the next PUT's and the complete's `quoted`), and
 * the judgement of its code as the shopper's details stand now (`who`: the account, the draft's email).
 * `quoted` is what the previous answer showed: a price that moved since is a `price_changed` problem.
 * A code that cannot be used counts no discount here; the PUT that names it and the complete both
 * refuse it with its message.
 */
export async function priceCheckout(
  db: Db,
  token: string,
  draft: CheckoutDraft,
  quoted: Readonly<Record<string, number>>,
  lang: Lang,
  now: Date,
  who: Shopper,
): Promise<{ checkout: Checkout; quoted: Record<string, number>; code: DiscountCheck | null }> {
  const lines = mergeLines(draft.lines);
  const settings = await readSettings(db);
  const found = await variantsNow(
    db,
    lines.map((l) => l.variant_id),
  );
  const priced = pricedLines(
    lines,
    found,
    await cardsOf(db, found, lang, settings.low_stock_threshold),
  );
  const amounts = priced.map((l) => ({ quantity: l.quantity, unitPrice: l.unit_price }));
  const subtotal = amounts.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const code = draft.discountCode
    ? await checkDiscount(db, draft.discountCode, who, now, subtotal)
    : null;
  const totals = totalsOf(amounts, code?.ok ? code.discount : null, draft.shippingMethod, settings);
  return {
    checkout: {
      token,
      lines: priced,
      email: draft.email,
      shipping_address: addressOf(draft.shippingAddress),
      shipping_method: draft.shippingMethod,
      payment_method: draft.paymentMethod,
      discount_code: draft.discountCode,
      ...totals,
      currency: settings.currency,
      problems: lineProblems(lines, found, quoted),
    },
    quoted: Object.fromEntries(priced.map((l) => [l.variant_id, l.unit_price])),
    code,
  };
}
