/** The return endpoints' inputs and answers as types, derived from their schemas so the two never disagree. */
import type * as v from 'valibot';
import type * as i from './return-inputs';
import type * as s from './return-shapes';

export type ReturnRow = v.InferOutput<typeof s.ReturnRowSchema>;
export type ReturnPage = v.InferOutput<typeof s.ReturnPageSchema>;
export type ReturnLine = v.InferOutput<typeof s.ReturnLineSchema>;
export type ReturnDetail = v.InferOutput<typeof s.ReturnDetailSchema>;

export type ReturnListQuery = v.InferInput<typeof i.ReturnListQuerySchema>;
export type RefuseBody = v.InferInput<typeof i.RefuseBodySchema>;
export type ReceiveBody = v.InferInput<typeof i.ReceiveBodySchema>;
export type RefundBody = v.InferInput<typeof i.RefundBodySchema>;
