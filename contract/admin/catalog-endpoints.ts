/**
 * The admin API's endpoints for products, variants, collections and stock (issue 37); spread into the
 * table in endpoints.ts. All are `staff` (the issue: staff keep the catalog) except the low-stock
 * threshold's PUT, a store setting and so the owner's (staff may read it: the stock screens use it).
 * Every write is audited with the entity before and after.
 */
import type { AdminEndpoint } from './endpoint';
import * as input from './catalog-inputs';
import * as collectionInput from './collection-inputs';
import * as stockInput from './stock-inputs';
import * as shape from './catalog-shapes';

const recordId = { id: input.RecordIdParamSchema };

export const catalogEndpoints = {
  adminProducts: {
    method: 'GET',
    route: '/api/admin/products',
    query: input.ProductListQuerySchema,
    answer: shape.ProductPageSchema,
    role: 'staff',
  },
  bulkProducts: {
    method: 'POST',
    route: '/api/admin/products/bulk',
    body: input.BulkBodySchema,
    answer: shape.BulkResultSchema,
    role: 'staff',
  },
  createProduct: {
    method: 'POST',
    route: '/api/admin/products',
    body: input.ProductBodySchema,
    answer: shape.AdminProductSchema,
    status: 201,
    role: 'staff',
  },
  adminProduct: {
    method: 'GET',
    route: '/api/admin/products/:id',
    params: recordId,
    answer: shape.AdminProductSchema,
    role: 'staff',
  },
  updateProduct: {
    method: 'PUT',
    route: '/api/admin/products/:id',
    params: recordId,
    body: input.ProductBodySchema,
    answer: shape.AdminProductSchema,
    role: 'staff',
  },
  adminCategories: {
    method: 'GET',
    route: '/api/admin/categories',
    answer: shape.CategoryListSchema,
    role: 'staff',
  },
  adminCollections: {
    method: 'GET',
    route: '/api/admin/collections',
    answer: shape.AdminCollectionListSchema,
    role: 'staff',
  },
  createCollection: {
    method: 'POST',
    route: '/api/admin/collections',
    body: collectionInput.CollectionBodySchema,
    answer: shape.AdminCollectionSchema,
    status: 201,
    role: 'staff',
  },
  updateCollection: {
    method: 'PUT',
    route: '/api/admin/collections/:id',
    params: recordId,
    body: collectionInput.CollectionBodySchema,
    answer: shape.AdminCollectionSchema,
    role: 'staff',
  },
  deleteCollection: {
    method: 'DELETE',
    route: '/api/admin/collections/:id',
    params: recordId,
    status: 204,
    role: 'staff',
  },
  changeStock: {
    method: 'POST',
    route: '/api/admin/variants/:id/stock',
    params: recordId,
    body: stockInput.StockBodySchema,
    answer: shape.StockResultSchema,
    role: 'staff',
  },
  stockHistory: {
    method: 'GET',
    route: '/api/admin/variants/:id/stock',
    params: recordId,
    query: stockInput.StockHistoryQuerySchema,
    answer: shape.StockHistorySchema,
    role: 'staff',
  },
  stockSettings: {
    method: 'GET',
    route: '/api/admin/settings/stock',
    answer: shape.StockSettingsSchema,
    role: 'staff',
  },
  saveStockSettings: {
    method: 'PUT',
    route: '/api/admin/settings/stock',
    body: stockInput.StockSettingsBodySchema,
    answer: shape.StockSettingsSchema,
    role: 'owner',
  },
} as const satisfies Record<string, AdminEndpoint>;
