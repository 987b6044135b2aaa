/** The customer and dashboard endpoints' inputs and answers as types, derived from their schemas. */
import type * as v from 'valibot';
import type * as i from './customer-inputs';
import type * as s from './customer-shapes';
import type * as d from './dashboard-shapes';

export type CustomerRow = v.InferOutput<typeof s.CustomerRowSchema>;
export type CustomerListPage = v.InferOutput<typeof s.CustomerListPageSchema>;
export type AdminCustomer = v.InferOutput<typeof s.AdminCustomerSchema>;
export type CustomerOrder = v.InferOutput<typeof s.CustomerOrderSchema>;
export type CustomerWishItem = v.InferOutput<typeof s.CustomerWishItemSchema>;
export type CustomerResetSent = v.InferOutput<typeof s.CustomerResetSentSchema>;
export type CustomerErased = v.InferOutput<typeof s.CustomerErasedSchema>;
export type Dashboard = v.InferOutput<typeof d.DashboardSchema>;
export type DashboardStockRow = v.InferOutput<typeof d.DashboardStockRowSchema>;

export type CustomerListQuery = v.InferOutput<typeof i.CustomerListQuerySchema>;
export type CustomerEraseBody = v.InferInput<typeof i.CustomerEraseBodySchema>;
