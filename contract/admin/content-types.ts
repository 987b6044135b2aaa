/** The content endpoints' inputs and answers as types, derived from their schemas. */
import type * as v from 'valibot';
import type * as i from './content-inputs';
import type * as s from './content-shapes';

export type AdminPageRow = v.InferOutput<typeof s.AdminPageRowSchema>;
export type AdminPage = v.InferOutput<typeof s.AdminPageSchema>;
export type AdminEventRow = v.InferOutput<typeof s.AdminEventRowSchema>;
export type AdminEvent = v.InferOutput<typeof s.AdminEventSchema>;
export type EventProduct = v.InferOutput<typeof s.EventProductSchema>;
export type AdminSlide = v.InferOutput<typeof s.AdminSlideSchema>;
export type ContentPicture = v.InferOutput<typeof s.ContentPictureSchema>;

export type PageBody = v.InferInput<typeof i.PageBodySchema>;
export type EventBody = v.InferInput<typeof i.EventBodySchema>;
export type SlideBody = v.InferInput<typeof i.SlideBodySchema>;
