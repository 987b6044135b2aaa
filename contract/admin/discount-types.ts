/** The discount endpoints' inputs and answers as types, derived from their schemas (discount-*.ts). */
import type * as v from 'valibot';
import type * as i from './discount-inputs';
import type * as s from './discount-shapes';

export type AdminDiscount = v.InferOutput<typeof s.AdminDiscountSchema>;
export type DiscountPage = v.InferOutput<typeof s.DiscountPageSchema>;
export type DiscountUse = v.InferOutput<typeof s.DiscountUseSchema>;
export type DiscountUsesPage = v.InferOutput<typeof s.DiscountUsesPageSchema>;
export type DiscountBody = v.InferInput<typeof i.DiscountBodySchema>;
export type DiscountCreateBody = v.InferInput<typeof i.DiscountCreateBodySchema>;
export type DiscountListQuery = v.InferInput<typeof i.DiscountListQuerySchema>;
