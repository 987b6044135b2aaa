/**
 * The admin API's endpoints for a product's pictures (issue 37): its list, an upload (multipart), the
 * order, a picture's colour and alt text, and taking one off; spread into the table in endpoints.ts.
 * Every write answers the product's pictures as they are after it. The demo shop's drawn art is a
 * picture like an upload for all of them.
 */
import type { AdminEndpoint } from './endpoint';
import * as input from './picture-inputs';
import { MAX_UPLOAD_BYTES } from './picture-limits';
import * as shape from './picture-shapes';

const onProduct = { id: input.ProductIdParamSchema };
const onPicture = { id: input.ProductIdParamSchema, key: input.PictureKeyParamSchema };

export const pictureEndpoints = {
  productPictures: {
    method: 'GET',
    route: '/api/admin/products/:id/pictures',
    params: onProduct,
    answer: shape.PictureListSchema,
    role: 'staff',
  },
  /** multipart/form-data: `files` (one or more), `color` (optional, for all of them). */
  uploadPictures: {
    method: 'POST',
    route: '/api/admin/products/:id/pictures',
    params: onProduct,
    body: input.UploadFieldsSchema,
    answer: shape.UploadResultSchema,
    status: 201,
    role: 'staff',
    maxBodyBytes: MAX_UPLOAD_BYTES,
  },
  reorderPictures: {
    method: 'PUT',
    route: '/api/admin/products/:id/pictures/order',
    params: onProduct,
    body: input.PictureOrderBodySchema,
    answer: shape.PictureListSchema,
    role: 'staff',
  },
  updatePicture: {
    method: 'PATCH',
    route: '/api/admin/products/:id/pictures/:key',
    params: onPicture,
    body: input.PicturePatchBodySchema,
    answer: shape.PictureListSchema,
    role: 'staff',
  },
  removePicture: {
    method: 'DELETE',
    route: '/api/admin/products/:id/pictures/:key',
    params: onPicture,
    answer: shape.PictureListSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
