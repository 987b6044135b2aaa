/**
 * The audit log of an import: one row per product written (`product.import`), so the owner reading a
 * product's history (the log filtered by entity and id) sees the import beside the editor's saves, with
 * only what changed, before and after: its fields by their CSV names, its variants by SKU, its pictures
 * by colour. A product the file leaves as it is gets no row, and neither does a dry run: the log says
 * what happened to the shop, not what a file said. The note (the file's name) says which import it was.
 */
import type { Db } from '../db/client';
import { audit, type Actor } from '../admin/audit';
import { isUpdated, variantChanged, type PlannedProduct, type ProductValues } from './plan-product';
import type { PictureLink } from './picture-views';

const FIELDS: [keyof ProductValues, string][] = [
  ['nameVi', 'name_vi'],
  ['nameEn', 'name_en'],
  ['descriptionMdVi', 'description_vi'],
  ['descriptionMdEn', 'description_en'],
  ['collectionId', 'collection_id'],
  ['category', 'category'],
  ['status', 'status'],
  ['price', 'price'],
  ['compareAtPrice', 'compare_at_price'],
];

type Side = Record<string, unknown>;

const byColor = (links: PictureLink[]) => {
  const out: Record<string, string[]> = {};
  for (const l of links) (out[l.color ?? 'all'] ??= []).push(l.artKey);
  return out;
};

function sides(p: PlannedProduct): { before: Side | null; after: Side } {
  const after: Side = { slug: p.slug };
  const before: Side = { slug: p.slug };
  for (const [key, name] of FIELDS)
    if (!p.before || p.before[key] !== p.values[key]) {
      after[name] = p.values[key];
      before[name] = p.before?.[key];
    }
  const variantsAfter: Side = {};
  const variantsBefore: Side = {};
  for (const v of p.variants.filter(variantChanged)) {
    variantsAfter[v.sku] = { color: v.color, size: v.size, price: v.price, stock: v.stock };
    if (v.before) {
      const b = v.before;
      variantsBefore[b.sku] = { color: b.color, size: b.size, price: b.price, stock: b.stock };
    }
  }
  for (const r of p.repriced) {
    variantsAfter[r.before.sku] = { price: r.price };
    variantsBefore[r.before.sku] = { price: r.before.price };
  }
  if (Object.keys(variantsAfter).length > 0) {
    after.variants = variantsAfter;
    before.variants = variantsBefore;
  }
  if (p.pictures !== null) {
    after.pictures = byColor(p.pictures);
    before.pictures = byColor(p.picturesBefore);
  }
  return { before: p.before ? before : null, after };
}

export async function auditProducts(
  tx: Db,
  actor: Actor,
  touched: PlannedProduct[],
  ids: Map<string, number>,
  note: string,
): Promise<void> {
  for (const p of touched) {
    if (p.before && !isUpdated(p)) continue;
    const { before, after } = sides(p);
    await audit(tx, actor, {
      action: 'product.import',
      entity: 'product',
      entityId: ids.get(p.slug)!,
      before,
      after: { ...after, import: note },
    });
  }
}
