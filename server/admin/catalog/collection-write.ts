/**
 * Creating, saving and deleting collections, each in one transaction with its audit row. A
 * collection's slug is its path (`women/dresses`): the parent's path and its own segment. A new parent
 * or segment moves it and every collection below it to new paths (no cycles: a collection cannot go
 * under itself). Renaming it rewrites the search text of its products, which holds the collection's
 * name (server/catalog/search-columns.ts). Only an empty collection (no product, no child) is deleted.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CollectionBodySchema } from '../../../contract/admin/collection-inputs';
import type { AdminCollection } from '../../../contract/admin/catalog-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { productSearchColumns, searchText } from '../../catalog/search-columns';
import type { Db } from '../../db/client';
import { art, collections, products } from '../../db/schema';
import { audit, type Actor } from '../audit';
import { readAdminCollection } from './collection-read';
import { shopSlug } from './shop-slug';

export type CollectionInput = v.InferOutput<typeof CollectionBodySchema>;

export type CollectionResult =
  | { kind: 'saved'; collection: AdminCollection }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

type Row = typeof collections.$inferSelect;

const pathOf = (parent: string | null, segment: string) =>
  parent ? `${parent}/${segment}` : segment;
const segmentOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function pathTaken(db: Db, path: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        or(eq(collections.slug, path), sql`starts_with(${collections.slug}, ${`${path}/`})`),
        exceptId === null ? undefined : sql`${collections.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The checks that need the database: the parent, the picture, the path. */
async function judge(
  db: Db,
  body: CollectionInput,
  current: Row | null,
): Promise<{ path: string; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  if (body.parent !== null) {
    const [parent] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.slug, body.parent));
    if (!parent) errors['parent'] = ['catalog.errors.parent_unknown'];
    else if (
      current &&
      (body.parent === current.slug || body.parent.startsWith(`${current.slug}/`))
    )
      errors['parent'] = ['catalog.errors.parent_cycle'];
  }
  if (body.art_key !== null) {
    const [picture] = await db.select({ key: art.key }).from(art).where(eq(art.key, body.art_key));
    if (!picture) errors['art_key'] = ['catalog.errors.picture_unknown'];
  }
  let path: string;
  if (body.slug !== null || current) {
    path = pathOf(body.parent, body.slug ?? segmentOf(current!.slug));
    if (path !== current?.slug && (await pathTaken(db, path, current?.id ?? null)))
      errors['slug'] = ['catalog.errors.slug_taken'];
  } else {
    // Made from the name: the first free of `name`, `name-2`, …
    const base = shopSlug(body.name_vi) || 'bo-suu-tap';
    path = pathOf(body.parent, base);
    for (let n = 2; await pathTaken(db, path, null); n++)
      path = pathOf(body.parent, `${base}-${n}`);
  }
  return { path, errors };
}

function fieldsOf(body: CollectionInput, path: string) {
  return {
    slug: path,
    parentSlug: body.parent,
    nameVi: body.name_vi,
    nameEn: body.name_en,
    descriptionVi: body.description_vi ?? '',
    descriptionEn: body.description_en ?? '',
    position: body.position,
    featured: body.featured,
    artKey: body.art_key,
    searchVi: searchText(body.name_vi),
    searchEn: searchText(body.name_en),
  };
}

/** `id` null creates. */
export async function saveCollection(
  db: Db,
  actor: Actor,
  id: number | null,
  body: CollectionInput,
): Promise<CollectionResult> {
  return db.transaction(async (tx) => {
    const [current] =
      id === null
        ? [null]
        : await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (current === undefined) return { kind: 'not_found' } as const;
    const { path, errors } = await judge(tx, body, current);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
    const before = current ? await readAdminCollection(tx, current.id) : null;
    let savedId: number;
    if (current) {
      savedId = current.id;
      await tx.update(collections).set(fieldsOf(body, path)).where(eq(collections.id, savedId));
      if (path !== current.slug) await moveChildren(tx, current.slug, path);
      if (body.name_vi !== current.nameVi || body.name_en !== current.nameEn)
        await reindexProducts(tx, savedId, body);
    } else
      savedId = (
        await tx.insert(collections).values(fieldsOf(body, path)).returning({ id: collections.id })
      )[0]!.id;
    const after = await readAdminCollection(tx, savedId);
    await audit(tx, actor, {
      action: current ? 'collection.update' : 'collection.create',
      entity: 'collection',
      entityId: savedId,
      before,
      after,
    });
    return { kind: 'saved', collection: after! } as const;
  });
}

/** Every collection below `from` follows it to `to`. */
async function moveChildren(tx: Db, from: string, to: string): Promise<void> {
  const cut = from.length + 1;
  await tx.execute(sql`
    update collections
    set slug = ${to} || substr(slug, ${cut}),
      parent_slug = ${to} || substr(parent_slug, ${cut})
    where starts_with(slug, ${`${from}/`})`);
}

async function reindexProducts(tx: Db, collectionId: number, body: CollectionInput) {
  const rows = await tx
    .select({
      id: products.id,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      category: products.category,
    })
    .from(products)
    .where(eq(products.collectionId, collectionId));
  if (rows.length === 0) return;
  const texts = rows.map((r) =>
    productSearchColumns(r, { nameVi: body.name_vi, nameEn: body.name_en }),
  );
  await tx.execute(sql`
    update products set search_vi = t.vi, search_en = t.en
    from unnest(${sql.param(rows.map((r) => r.id))}::int[],
                ${sql.param(texts.map((t) => t.searchVi))}::text[],
                ${sql.param(texts.map((t) => t.searchEn))}::text[]) as t(id, vi, en)
    where products.id = t.id`);
}

export async function deleteCollection(
  db: Db,
  actor: Actor,
  id: number,
): Promise<'deleted' | 'not_found' | 'not_empty'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) return 'not_found';
    const before = await readAdminCollection(tx, id);
    const [child] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.parentSlug, row.slug))
      .limit(1);
    if (child || (before?.product_count ?? 0) > 0) return 'not_empty';
    await tx.delete(collections).where(eq(collections.id, id));
    await audit(tx, actor, {
      action: 'collection.delete',
      entity: 'collection',
      entityId: id,
      before,
      after: null,
    });
    return 'deleted';
  });
}
