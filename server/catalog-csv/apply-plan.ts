/**
 * Writes an import's plan, inside its transaction, in a few statements whatever the file's size: new
 * pictures (their originals; each replica makes the storefront's files from them when first asked,
 * db/images.ts), new and changed products, variants, their stock movements (reason `import`: the
 * variant's history says where its count came from), the products' picture lists, and the audit log:
 * one row per product written, with what changed before and after (audit-rows.ts). Nothing is read
 * here that the plan did not lock.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nextFeaturedRank } from '../catalog/featured-rank';
import { insertMany } from '../db/insert-many';
import { art, productArt, products, variants } from '../db/schema';
import { stockMovements } from '../db/schema-admin';
import type { Actor } from '../admin/audit';
import { auditProducts } from './audit-rows';
import { isUpdated, variantChanged, type PlannedProduct } from './plan-product';
import type { NewPicture } from './resolve-pictures';
import { updateMany } from './update-many';

export async function applyPlan(
  tx: Db,
  actor: Actor,
  plan: PlannedProduct[],
  added: Map<string, NewPicture>,
  note: string,
): Promise<number> {
  const touched = plan.filter((p) => !p.before || isUpdated(p));
  const picturesAdded = await addPictures(tx, touched, added);

  const created = touched.filter((p) => !p.before);
  // New products go after every product in the featured order, in the file's order.
  const firstRank = created.length > 0 ? await nextFeaturedRank(tx) : 0;
  const ids = new Map(plan.flatMap((p) => (p.before ? [[p.slug, p.before.id] as const] : [])));
  const inserted = await insertMany<typeof products, { id: number; slug: string }>(
    tx,
    products,
    created.map((p, i) => ({ slug: p.slug, ...p.values, featuredRank: firstRank + i })),
    sql`id, slug`,
  );
  for (const row of inserted) ids.set(row.slug, row.id);
  const updated = touched.filter((p) => p.before);
  await updateMany(
    tx,
    products,
    updated.map((p) => ({ id: p.before!.id, ...p.values })),
    Object.keys(updated[0]?.values ?? {}) as (keyof typeof products.$inferInsert & string)[],
    sql`updated_at = now()`,
  );

  const changedVariants = touched.flatMap((p) =>
    p.variants.filter((v) => v.before && variantChanged(v)),
  );
  await updateMany(
    tx,
    variants,
    [
      ...changedVariants.map((v) => ({ id: v.before!.id, ...v })),
      ...touched.flatMap((p) => p.repriced.map((r) => ({ ...r.before, price: r.price }))),
    ],
    ['sku', 'color', 'size', 'price', 'stock'],
  );
  const newVariants = touched.flatMap((p) =>
    p.variants
      .filter((v) => !v.before)
      .map((v, i) => ({ ...v, productId: ids.get(p.slug)!, position: p.positionFrom + i })),
  );
  const insertedVariants = await insertMany<typeof variants, { id: number; sku: string }>(
    tx,
    variants,
    newVariants.map(({ productId, sku, color, size, price, stock, position }) => ({
      productId,
      sku,
      color,
      size,
      price,
      stock,
      position,
    })),
    sql`id, sku`,
  );
  const variantId = new Map(insertedVariants.map((r) => [r.sku, r.id]));
  await insertMany(
    tx,
    stockMovements,
    [...changedVariants, ...newVariants]
      .filter((v) => v.stock !== (v.before?.stock ?? 0))
      .map((v) => ({
        variantId: v.before?.id ?? variantId.get(v.sku)!,
        delta: v.stock - (v.before?.stock ?? 0),
        stockAfter: v.stock,
        reason: 'import' as const,
        note,
        staffId: actor.id,
      })),
  );

  const relinked = touched.filter((p) => p.pictures !== null);
  if (relinked.length > 0) {
    const relinkedIds = relinked.map((p) => ids.get(p.slug)!);
    await tx.execute(
      sql`delete from product_art where product_id = any(${sql.param(relinkedIds)}::int[])`,
    );
    await insertMany(
      tx,
      productArt,
      relinked.flatMap((p) =>
        p.pictures!.map((link, position) => ({ productId: ids.get(p.slug)!, position, ...link })),
      ),
    );
  }
  await auditProducts(tx, actor, touched, ids, note);
  return picturesAdded;
}

/** Stores the new pictures the written products show; answers how many were new to the shop. */
async function addPictures(
  tx: Db,
  touched: PlannedProduct[],
  added: Map<string, NewPicture>,
): Promise<number> {
  const alt = new Map<string, { altVi: string; altEn: string }>();
  for (const p of touched)
    for (const link of p.pictures ?? [])
      if (added.has(link.artKey) && !alt.has(link.artKey))
        alt.set(link.artKey, { altVi: p.values.nameVi, altEn: p.values.nameEn });
  let stored = 0;
  for (const [key, names] of alt) {
    const picture = added.get(key)!;
    const rows = await tx
      .insert(art)
      .values({
        key,
        original: picture.original,
        mime: picture.mime,
        width: picture.width,
        height: picture.height,
        ...names,
      })
      .onConflictDoNothing()
      .returning({ key: art.key });
    stored += rows.length;
  }
  return stored;
}
