/**
 * A variant's stock set or adjusted by hand, with a reason: the variant's row is locked (as placing an
 * order locks it to take stock, server/checkout/place-order.ts), so two adjustments, or an adjustment
 * and an order, follow one another instead of losing one; the stock never goes below zero. The
 * variant, its stock_movements row (delta, stock after, who) and the audit row are one transaction.
 */
import { count, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { StockBodySchema } from '../../../contract/admin/stock-inputs';
import type {
  StockHistory,
  StockMovement,
  StockResult,
  StockVariant,
} from '../../../contract/admin/catalog-types';
import type { Color } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { products, variants } from '../../db/schema';
import { staff, stockMovements } from '../../db/schema-admin';
import { audit, type Actor } from '../audit';

type StockInput = v.InferOutput<typeof StockBodySchema>;

const variantFields = {
  id: variants.id,
  productId: variants.productId,
  sku: variants.sku,
  color: variants.color,
  size: variants.size,
  stock: variants.stock,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
};

const variantQuery = (db: Db, id: number) =>
  db
    .select(variantFields)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, id));

type VariantRow = Awaited<ReturnType<typeof variantQuery>>[number];

function toVariant(r: VariantRow): StockVariant {
  return {
    id: String(r.id),
    product_id: String(r.productId),
    product_name_vi: r.nameVi,
    product_name_en: r.nameEn,
    sku: r.sku,
    color: r.color as Color,
    size: r.size,
    stock: r.stock,
  };
}

function toMovement(
  m: typeof stockMovements.$inferSelect,
  staffEmail: string | null,
): StockMovement {
  return {
    id: String(m.id),
    at: m.at.toISOString(),
    delta: m.delta,
    stock_after: m.stockAfter,
    reason: m.reason,
    note: m.note,
    staff_email: staffEmail,
  };
}

export async function changeStock(
  db: Db,
  actor: Actor,
  id: number,
  body: StockInput,
): Promise<StockResult | 'not_found' | 'negative'> {
  return db.transaction(async (tx) => {
    const [row] = await variantQuery(tx, id).for('update', { of: variants });
    if (!row) return 'not_found' as const;
    const stock = body.mode === 'set' ? body.quantity : row.stock + body.quantity;
    if (stock < 0) return 'negative' as const;
    await tx.update(variants).set({ stock }).where(eq(variants.id, id));
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        variantId: id,
        delta: stock - row.stock,
        stockAfter: stock,
        reason: body.reason,
        note: body.note,
        staffId: actor.id,
      })
      .returning();
    await audit(tx, actor, {
      action: `stock.${body.mode}`,
      entity: 'variant',
      entityId: id,
      before: { sku: row.sku, stock: row.stock },
      after: { sku: row.sku, stock, reason: body.reason, note: body.note },
    });
    return {
      variant: toVariant({ ...row, stock }),
      movement: toMovement(movement!, actor.email),
    };
  });
}

/** Newest first, paged; null when there is no such variant. */
export async function stockHistory(
  db: Db,
  id: number,
  page: number,
  perPage: number,
): Promise<StockHistory | null> {
  const [row] = await variantQuery(db, id);
  if (!row) return null;
  const where = eq(stockMovements.variantId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: stockMovements, email: staff.email })
      .from(stockMovements)
      .leftJoin(staff, eq(staff.id, stockMovements.staffId))
      .where(where)
      .orderBy(desc(stockMovements.at), desc(stockMovements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return {
    variant: toVariant(row),
    items: rows.map((r) => toMovement(r.m, r.email)),
    page,
    per_page: perPage,
    total: total?.n ?? 0,
  };
}
