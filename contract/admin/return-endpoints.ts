/**
 * The admin API's return endpoints (issue 39); spread into the table in endpoints.ts. All `staff` (the
 * issue: staff work returns). Each write is audited in its own transaction, and answers the return as
 * it now is (its lines' names in `lang`). The rules are server/orders/return-rules.ts, shared with `npm run order`.
 */
import { LangQuerySchema } from '../api/inputs';
import type { AdminEndpoint } from './endpoint';
import { RecordIdParamSchema } from './catalog-inputs';
import * as input from './return-inputs';
import * as shape from './return-shapes';

const returnId = { id: RecordIdParamSchema };

export const returnEndpoints = {
  adminReturns: {
    method: 'GET',
    route: '/api/admin/returns',
    query: input.ReturnListQuerySchema,
    answer: shape.ReturnPageSchema,
    role: 'staff',
  },
  adminReturn: {
    method: 'GET',
    route: '/api/admin/returns/:id',
    params: returnId,
    query: LangQuerySchema,
    answer: shape.ReturnDetailSchema,
    role: 'staff',
  },
  approveReturn: {
    method: 'POST',
    route: '/api/admin/returns/:id/approve',
    params: returnId,
    query: LangQuerySchema,
    answer: shape.ReturnDetailSchema,
    role: 'staff',
  },
  refuseReturn: {
    method: 'POST',
    route: '/api/admin/returns/:id/refuse',
    params: returnId,
    query: LangQuerySchema,
    body: input.RefuseBodySchema,
    answer: shape.ReturnDetailSchema,
    role: 'staff',
  },
  receiveReturn: {
    method: 'POST',
    route: '/api/admin/returns/:id/receive',
    params: returnId,
    query: LangQuerySchema,
    body: input.ReceiveBodySchema,
    answer: shape.ReturnDetailSchema,
    role: 'staff',
  },
  refundReturn: {
    method: 'POST',
    route: '/api/admin/returns/:id/refund',
    params: returnId,
    query: LangQuerySchema,
    body: input.RefundBodySchema,
    answer: shape.ReturnDetailSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
