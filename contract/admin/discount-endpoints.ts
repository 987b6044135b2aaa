/**
 * The admin API's endpoints for discount codes (issue 39); spread into the table in endpoints.ts. All
 * are `staff` (the issue: staff work discounts). Every write is audited with the code before and after.
 * A code is never deleted (orders name it): pause it, or let it end.
 */
import type { AdminEndpoint } from './endpoint';
import * as input from './discount-inputs';
import * as shape from './discount-shapes';

const code = { code: input.DiscountCodeParamSchema };

export const discountEndpoints = {
  adminDiscounts: {
    method: 'GET',
    route: '/api/admin/discounts',
    query: input.DiscountListQuerySchema,
    answer: shape.DiscountPageSchema,
    role: 'staff',
  },
  /** 422 `code` discounts.errors.code_taken when a code of that name exists. */
  createDiscount: {
    method: 'POST',
    route: '/api/admin/discounts',
    body: input.DiscountCreateBodySchema,
    answer: shape.AdminDiscountSchema,
    status: 201,
    role: 'staff',
  },
  adminDiscount: {
    method: 'GET',
    route: '/api/admin/discounts/:code',
    params: code,
    answer: shape.AdminDiscountSchema,
    role: 'staff',
  },
  /** Its rules (not its name, which orders keep); 422 `max_uses` below the uses already made. */
  updateDiscount: {
    method: 'PUT',
    route: '/api/admin/discounts/:code',
    params: code,
    body: input.DiscountBodySchema,
    answer: shape.AdminDiscountSchema,
    role: 'staff',
  },
  pauseDiscount: {
    method: 'POST',
    route: '/api/admin/discounts/:code/pause',
    params: code,
    answer: shape.AdminDiscountSchema,
    role: 'staff',
  },
  resumeDiscount: {
    method: 'POST',
    route: '/api/admin/discounts/:code/resume',
    params: code,
    answer: shape.AdminDiscountSchema,
    role: 'staff',
  },
  /** The orders that used it, newest first. */
  discountUses: {
    method: 'GET',
    route: '/api/admin/discounts/:code/uses',
    params: code,
    query: input.DiscountUsesQuerySchema,
    answer: shape.DiscountUsesPageSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
