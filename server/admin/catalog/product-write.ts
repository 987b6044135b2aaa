/**
 * Creating and saving a product from the editor's whole state, in one transaction with its audit row:
 * the product (HTML made from the Markdown, search columns recomputed, updated_at), its slug (made
 * from the Vietnamese name when none is given; a changed slug leaves the old one in product_redirects,
 * whose URL answers 301), and its variants (variant-plan.ts), each stock change recorded in
 * stock_movements as a `correction`. Everything is checked before anything is written; a refusal
 * answers every field at fault at once.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ProductBodySchema } from '../../../contract/admin/catalog-inputs';
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { markdownToHtml } from '../../catalog/description';
import { nextFeaturedRank } from '../../catalog/featured-rank';
import { productSearchColumns } from '../../catalog/search-columns';
import { uniqueSlug } from '../../catalog/slug';
import type { Db } from '../../db/client';
import { collections, products, variants } from '../../db/schema';
import { productRedirects, stockMovements } from '../../db/schema-admin';
import { audit, type Actor } from '../audit';
import { readProduct } from './product-read';
import { shopSlug } from './shop-slug';
import { planVariants, type PlannedVariant } from './variant-plan';

export type ProductInput = v.InferOutput<typeof ProductBodySchema>;

export type SaveResult =
  | { kind: 'saved'; product: AdminProduct }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

const add = (errors: FieldErrors, path: string, id: string) => (errors[path] ??= []).push(id);

/** The slug to save: the one given if free, else (none given) the current one or one made from the name. */
async function slugFor(
  db: Db,
  body: ProductInput,
  current: { id: number; slug: string } | null,
  errors: FieldErrors,
): Promise<string> {
  if (body.slug === null) return current?.slug ?? uniqueSlug(db, shopSlug(body.name_vi));
  if ((await uniqueSlug(db, body.slug, current?.id ?? null)) !== body.slug)
    add(errors, 'slug', 'catalog.errors.slug_taken');
  return body.slug;
}

/** `id` null creates. */
export async function saveProduct(
  db: Db,
  actor: Actor,
  id: number | null,
  body: ProductInput,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    // The product's row, then its variants, locked: a second save waits, an order's stock taking too.
    const [current] =
      id === null
        ? [null]
        : await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (current === undefined) return { kind: 'not_found' } as const;
    const before = current ? await readProduct(tx, current.id) : null;
    const existing = current
      ? await tx
          .select()
          .from(variants)
          .where(eq(variants.productId, current.id))
          .orderBy(asc(variants.id))
          .for('update')
      : [];

    const errors: FieldErrors = {};
    const [collection] = await tx
      .select()
      .from(collections)
      .where(eq(collections.slug, body.collection));
    if (!collection) add(errors, 'collection', 'catalog.errors.collection_unknown');
    const slug = await slugFor(tx, body, current, errors);
    const { plan, errors: variantErrors } = await planVariants(
      tx,
      { id: current?.id ?? null, slug, price: body.price },
      body.variants,
      existing,
    );
    Object.assign(errors, variantErrors);
    if (!collection || Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;

    const fields = {
      slug,
      collectionId: collection.id,
      category: body.category,
      status: body.status,
      nameVi: body.name_vi,
      nameEn: body.name_en,
      descriptionMdVi: body.description_md_vi,
      descriptionMdEn: body.description_md_en,
      descriptionVi: markdownToHtml(body.description_md_vi),
      descriptionEn: markdownToHtml(body.description_md_en),
      price: body.price,
      compareAtPrice: body.compare_at_price,
      seoTitleVi: body.seo_title_vi,
      seoTitleEn: body.seo_title_en,
      seoDescriptionVi: body.seo_description_vi,
      seoDescriptionEn: body.seo_description_en,
      ...productSearchColumns(
        { nameVi: body.name_vi, nameEn: body.name_en, category: body.category },
        collection,
      ),
      updatedAt: sql`now()`,
    };
    let productId: number;
    if (current) {
      await tx.update(products).set(fields).where(eq(products.id, current.id));
      productId = current.id;
    } else
      productId = (
        await tx
          .insert(products)
          .values({ ...fields, featuredRank: await nextFeaturedRank(tx) })
          .returning({ id: products.id })
      )[0]!.id;

    if (current && current.slug !== slug) {
      // The new slug may be one this product had before: it is its own again, no longer a redirect.
      await tx.delete(productRedirects).where(eq(productRedirects.oldSlug, slug));
      await tx
        .insert(productRedirects)
        .values({ oldSlug: current.slug, productId })
        .onConflictDoNothing();
    }
    await writeVariants(
      tx,
      actor,
      productId,
      plan.cells,
      plan.removed.map((r) => r.id),
    );

    const after = await readProduct(tx, productId);
    await audit(tx, actor, {
      action: current ? 'product.update' : 'product.create',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return { kind: 'saved', product: after! } as const;
  });
}

async function writeVariants(
  tx: Db,
  actor: Actor,
  productId: number,
  cells: PlannedVariant[],
  removed: number[],
): Promise<void> {
  if (removed.length) await tx.delete(variants).where(inArray(variants.id, removed));
  const keptIds = cells.flatMap((c) => (c.id === null ? [] : [c.id]));
  // SKUs may move between kept variants (unique per row): each kept one steps aside first.
  if (keptIds.length)
    await tx
      .update(variants)
      .set({ sku: sql`'~' || ${variants.id}::text` })
      .where(inArray(variants.id, keptIds));
  const moved: { variantId: number; delta: number; stockAfter: number }[] = [];
  for (const c of cells) {
    const values = {
      color: c.color,
      size: c.size,
      sku: c.sku,
      price: c.price,
      stock: c.stock,
      position: c.position,
    };
    let variantId = c.id;
    if (variantId === null)
      variantId = (
        await tx
          .insert(variants)
          .values({ ...values, productId })
          .returning({ id: variants.id })
      )[0]!.id;
    else await tx.update(variants).set(values).where(eq(variants.id, variantId));
    if (c.delta !== 0) moved.push({ variantId, delta: c.delta, stockAfter: c.stock });
  }
  if (moved.length)
    await tx
      .insert(stockMovements)
      .values(moved.map((m) => ({ ...m, reason: 'correction' as const, staffId: actor.id })));
}
