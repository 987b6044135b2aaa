/** The collections' admin endpoints: the tree, create, save, and delete when empty. */
import type { Hono } from 'hono';
import { catalogEndpoints } from '../../../contract/admin/catalog-endpoints';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { validationFailed } from '../../http/field-errors';
import { bodyOf, paramsOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { listAdminCollections } from './collection-read';
import { deleteCollection, saveCollection } from './collection-write';

const {
  adminCollections,
  createCollection,
  updateCollection,
  deleteCollection: remove,
} = catalogEndpoints;

export function collectionRoutes(app: Hono<StaffEnv>, db: Db): void {
  adminRoute(app, db, adminCollections, async (c) =>
    c.json({ data: await listAdminCollections(db) }),
  );

  adminRoute(app, db, createCollection, async (c) => {
    const body = await bodyOf(c, createCollection.body);
    const result = await saveCollection(db, c.get('staff'), null, body);
    if (result.kind === 'invalid') return validationFailed(c, result.errors);
    if (result.kind === 'not_found') throw notFound();
    return c.json({ data: result.collection }, 201);
  });

  adminRoute(app, db, updateCollection, async (c) => {
    const { id } = paramsOf(c, updateCollection);
    const body = await bodyOf(c, updateCollection.body);
    const result = await saveCollection(db, c.get('staff'), Number(id), body);
    if (result.kind === 'invalid') return validationFailed(c, result.errors);
    if (result.kind === 'not_found') throw notFound();
    return c.json({ data: result.collection });
  });

  adminRoute(app, db, remove, async (c) => {
    const { id } = paramsOf(c, remove);
    const result = await deleteCollection(db, c.get('staff'), Number(id));
    if (result === 'not_found') throw notFound();
    // Products and collections below it would be left without a place: move or delete them first.
    if (result === 'not_empty')
      return validationFailed(c, { _: ['catalog.errors.collection_not_empty'] });
    return c.body(null, 204);
  });
}
