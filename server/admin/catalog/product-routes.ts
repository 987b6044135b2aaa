/** The products' admin endpoints: the list, bulk status changes, the editor's read, create and save. */
import { asc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { catalogEndpoints } from '../../../contract/admin/catalog-endpoints';
import type { Db } from '../../db/client';
import { lowStockThreshold } from '../../db/queries/settings';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { bodyOf, paramsOf, queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { bulkStatus } from './bulk';
import { listAdminProducts } from './product-list';
import { readProduct } from './product-read';
import { saveProduct } from './product-write';

const { adminProducts, bulkProducts, createProduct, adminProduct, updateProduct, adminCategories } =
  catalogEndpoints;

export function productRoutes(app: Hono<StaffEnv>, db: Db): void {
  adminRoute(app, db, adminProducts, async (c) => {
    const q = queryOf(c, adminProducts.query);
    return c.json({ data: await listAdminProducts(db, q, await lowStockThreshold(db)) });
  });

  adminRoute(app, db, bulkProducts, async (c) => {
    const { ids, action } = await bodyOf(c, bulkProducts.body);
    const result = await bulkStatus(db, c.get('staff'), ids.map(Number), action);
    if ('errors' in result) return validationFailed(c, result.errors);
    return c.json({ data: result });
  });

  adminRoute(app, db, createProduct, async (c) => {
    const body = await bodyOf(c, createProduct.body);
    const result = await saveProduct(db, c.get('staff'), null, body);
    if (result.kind === 'invalid') return validationFailed(c, result.errors);
    if (result.kind === 'not_found') throw notFound();
    return c.json({ data: result.product }, 201);
  });

  adminRoute(app, db, adminProduct, async (c) => {
    const { id } = paramsOf(c, adminProduct);
    const product = await readProduct(db, Number(id));
    if (!product) throw notFound();
    return c.json({ data: product });
  });

  adminRoute(app, db, updateProduct, async (c) => {
    const { id } = paramsOf(c, updateProduct);
    const body = await bodyOf(c, updateProduct.body);
    const result = await saveProduct(db, c.get('staff'), Number(id), body);
    if (result.kind === 'invalid') return validationFailed(c, result.errors);
    if (result.kind === 'not_found') throw notFound();
    return c.json({ data: result.product });
  });

  adminRoute(app, db, adminCategories, async (c) => {
    const rows = await db
      .selectDistinct({ category: products.category })
      .from(products)
      .orderBy(asc(products.category));
    return c.json({ data: rows.map((r) => r.category) });
  });
}
