/**
 * The back office's constants (issue 37), shared by the admin app and the server: staff roles, product
 * statuses, the reasons a stock count changes, and the limits of a staff session.
 */

/** owner: everything, staff and store settings included; staff: the catalog (and, later, orders). */
export const STAFF_ROLES = ['staff', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `role` may do what needs `needed` (owner > staff). */
export const roleAllows = (role: StaffRole, needed: StaffRole): boolean =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);

/** draft: being written, never shown; published: on the storefront; archived: gone from it (404). */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Why a variant's stock was set or adjusted by hand (orders and cancellations move it on their own). */
export const STOCK_REASONS = ['received', 'correction', 'damaged', 'returned'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** A staff session ends after this long unused, and this long after sign-in whatever happens. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_MAX_HOURS = 12;
/** A set-password link (made by `npm run staff -- add`, or a reset) works once, this long. */
export const STAFF_LINK_MINUTES = 60;
/** The second step of a sign-in (the authenticator's code) must follow the password within this. */
export const STAFF_CHALLENGE_MINUTES = 5;
