/** The order endpoints' inputs and answers as types, derived from their schemas. */
import type * as v from 'valibot';
import type * as i from './order-inputs';
import type * as s from './order-shapes';

export type OrderRow = v.InferOutput<typeof s.OrderRowSchema>;
export type OrderListPage = v.InferOutput<typeof s.OrderListPageSchema>;
export type OrderSummary = v.InferOutput<typeof s.OrderSummarySchema>;
export type AdminOrder = v.InferOutput<typeof s.AdminOrderSchema>;
export type AdminOrderLine = v.InferOutput<typeof s.AdminOrderLineSchema>;
export type OrderMail = v.InferOutput<typeof s.OrderMailSchema>;
export type OrderNote = v.InferOutput<typeof s.OrderNoteSchema>;
export type OrderReturn = v.InferOutput<typeof s.OrderReturnSchema>;
export type OrderMoved = v.InferOutput<typeof s.OrderMovedSchema>;

export type OrderListQuery = v.InferOutput<typeof i.OrderListQuerySchema>;
export type OrderExportQuery = v.InferOutput<typeof i.OrderExportQuerySchema>;
export type OrderMoveBody = v.InferInput<typeof i.OrderMoveBodySchema>;
export type OrderNoteBody = v.InferInput<typeof i.OrderNoteBodySchema>;
