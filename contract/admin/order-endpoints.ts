/**
 * The admin API's endpoints for orders (issue 39); spread into the table in endpoints.ts. All are
 * `staff` (the issue: staff work orders). The fixed paths (summary, export) come before
 * `/orders/:number` in the table and are mounted first. A move goes through the one implementation
 * `npm run order` uses (server/orders/move-order.ts) and is audited; a refused move answers 409 with
 * `errors.to` = `orders.errors.move_refused`; a note is audited too.
 */
import { LangQuerySchema } from '../api/inputs';
import type { AdminEndpoint } from './endpoint';
import * as input from './order-inputs';
import * as shape from './order-shapes';

const number = { number: input.OrderNumberParamSchema };

export const orderEndpoints = {
  adminOrders: {
    method: 'GET',
    route: '/api/admin/orders',
    query: input.OrderListQuerySchema,
    answer: shape.OrderListPageSchema,
    role: 'staff',
  },
  /** Polled by the navigation (at most every 10 s while the tab is shown). */
  ordersSummary: {
    method: 'GET',
    route: '/api/admin/orders/summary',
    answer: shape.OrderSummarySchema,
    role: 'staff',
  },
  /** text/csv; charset=utf-8 with a BOM, one row per line, as `orders-<from>-<to>.csv`. */
  exportOrders: {
    method: 'GET',
    route: '/api/admin/orders/export',
    query: input.OrderExportQuerySchema,
    role: 'staff',
  },
  adminOrder: {
    method: 'GET',
    route: '/api/admin/orders/:number',
    params: number,
    query: LangQuerySchema,
    answer: shape.AdminOrderSchema,
    role: 'staff',
  },
  moveOrder: {
    method: 'POST',
    route: '/api/admin/orders/:number/status',
    params: number,
    body: input.OrderMoveBodySchema,
    answer: shape.OrderMovedSchema,
    role: 'staff',
  },
  addOrderNote: {
    method: 'POST',
    route: '/api/admin/orders/:number/notes',
    params: number,
    body: input.OrderNoteBodySchema,
    answer: shape.OrderNoteSchema,
    status: 201,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
