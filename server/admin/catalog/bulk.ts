/**
 * Bulk publish, unpublish (back to draft) and archive, all or nothing in one transaction: an unknown
 * id, or publishing a product with no variant to sell, refuses the whole request. Products already in
 * the status are left alone (not counted, not audited); each one changed gets its own audit row.
 */
import { inArray, sql } from 'drizzle-orm';
import type { BULK_ACTIONS } from '../../../contract/admin/catalog-inputs';
import type { ProductStatus } from '../../../contract/admin/constants';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Db } from '../../db/client';
import { products, variants } from '../../db/schema';
import { audit, type Actor } from '../audit';

type Action = (typeof BULK_ACTIONS)[number];

const STATUS: Record<Action, ProductStatus> = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
};

export async function bulkStatus(
  db: Db,
  actor: Actor,
  ids: number[],
  action: Action,
): Promise<{ changed: number } | { errors: FieldErrors }> {
  const status = STATUS[action];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
    const counts = await tx
      .select({ id: variants.productId, n: sql<number>`count(*)::int` })
      .from(variants)
      .where(inArray(variants.productId, ids))
      .groupBy(variants.productId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sellable = new Set(counts.filter((c) => c.n > 0).map((c) => c.id));
    const errors: FieldErrors = {};
    ids.forEach((id, i) => {
      if (!byId.has(id)) errors[`ids.${i}`] = ['catalog.errors.product_unknown'];
      else if (status === 'published' && !sellable.has(id))
        errors[`ids.${i}`] = ['catalog.errors.variants_required'];
    });
    if (Object.keys(errors).length > 0) return { errors };
    const changing = rows.filter((r) => r.status !== status).map((r) => r.id);
    if (changing.length === 0) return { changed: 0 };
    await tx
      .update(products)
      .set({ status, updatedAt: sql`now()` })
      .where(inArray(products.id, changing));
    for (const id of changing)
      await audit(tx, actor, {
        action: `product.${action}`,
        entity: 'product',
        entityId: id,
        before: { status: byId.get(id)!.status },
        after: { status },
      });
    return { changed: changing.length };
  });
}
