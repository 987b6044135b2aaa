/**
 * The admin API's endpoints for customers and the dashboard (issue 39); spread into the table in
 * endpoints.ts. All are `staff` (the issue: staff work customers). A reset link goes through the
 * storefront's own reset flow (server/routes/auth-reset.ts); an erasure is refused with 422 while an
 * order is still to deliver. Both are audited, the erasure without the data it removed.
 */
import { LangQuerySchema } from '../api/inputs';
import type { AdminEndpoint } from './endpoint';
import * as input from './customer-inputs';
import * as shape from './customer-shapes';
import { DashboardSchema } from './dashboard-shapes';

const customerId = { id: input.CustomerIdParamSchema };

export const customerEndpoints = {
  adminCustomers: {
    method: 'GET',
    route: '/api/admin/customers',
    query: input.CustomerListQuerySchema,
    answer: shape.CustomerListPageSchema,
    role: 'staff',
  },
  adminCustomer: {
    method: 'GET',
    route: '/api/admin/customers/:id',
    params: customerId,
    query: LangQuerySchema,
    answer: shape.AdminCustomerSchema,
    role: 'staff',
  },
  sendCustomerReset: {
    method: 'POST',
    route: '/api/admin/customers/:id/password-reset',
    params: customerId,
    answer: shape.CustomerResetSentSchema,
    status: 202,
    role: 'staff',
  },
  eraseCustomer: {
    method: 'POST',
    route: '/api/admin/customers/:id/erase',
    params: customerId,
    body: input.CustomerEraseBodySchema,
    answer: shape.CustomerErasedSchema,
    role: 'staff',
  },
  dashboard: {
    method: 'GET',
    route: '/api/admin/dashboard',
    query: LangQuerySchema,
    answer: DashboardSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
