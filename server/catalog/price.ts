/**
 * One place for a price (issue 37): a variant stores a price only when it differs from its product's
 * (schema.ts), so an edit of the product's price reaches every variant without one of its own, and no
 * edit can leave two places disagreeing.
 */

/** What a variant stores for `price`: null when it sells at its product's price. */
export function ownPrice(productPrice: number, price: number | null | undefined): number | null {
  return price === null || price === undefined || price === productPrice ? null : price;
}
