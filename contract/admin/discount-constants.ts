/** Discount codes' kinds and states (issue 39), shared by the admin API's schemas, the server and the screens. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;

/**
 * A code's state as staff see it, the first that holds: `ended` (past its end), `used_up` (its total
 * limit reached), `paused`, `scheduled` (before its start), else `active`.
 */
export const DISCOUNT_STATES = ['active', 'paused', 'scheduled', 'ended', 'used_up'] as const;

export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type DiscountState = (typeof DISCOUNT_STATES)[number];
