/** The pictures endpoints' shapes and inputs as types, derived from their schemas (picture-shapes.ts, picture-inputs.ts). */
import type * as v from 'valibot';
import type * as i from './picture-inputs';
import type * as s from './picture-shapes';

export type AdminPicture = v.InferOutput<typeof s.AdminPictureSchema>;
export type PictureList = v.InferOutput<typeof s.PictureListSchema>;
export type UploadResult = v.InferOutput<typeof s.UploadResultSchema>;
export type PictureOrderBody = v.InferInput<typeof i.PictureOrderBodySchema>;
export type PicturePatchBody = v.InferInput<typeof i.PicturePatchBodySchema>;
