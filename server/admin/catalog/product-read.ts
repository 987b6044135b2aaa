/**
 * One product as the back office's editor reads it: both languages, Markdown descriptions, the own
 * price of each variant (null where it sells at the product's), its pictures (read-only here) and its
 * old slugs. The same shape is the audit log's before and after of every product write.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { art, collections, productArt, products, variants } from '../../db/schema';
import { productRedirects } from '../../db/schema-admin';
import { markdownOf } from '../../catalog/description';

export async function readProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [row] = await db
    .select({ p: products, collection: collections.slug })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(products.id, id));
  if (!row) return null;
  // One after another: inside a save's transaction the three share one connection.
  const vrows = await db
    .select()
    .from(variants)
    .where(eq(variants.productId, id))
    .orderBy(asc(variants.position), asc(variants.id));
  const pictures = await db
    .select({
      key: art.key,
      color: productArt.color,
      altVi: art.altVi,
      altEn: art.altEn,
      position: productArt.position,
    })
    .from(productArt)
    .innerJoin(art, eq(art.key, productArt.artKey))
    .where(eq(productArt.productId, id))
    .orderBy(asc(productArt.position));
  const redirects = await db
    .select({ slug: productRedirects.oldSlug })
    .from(productRedirects)
    .where(eq(productRedirects.productId, id))
    .orderBy(desc(productRedirects.createdAt), asc(productRedirects.oldSlug));
  const { p } = row;
  return {
    id: String(p.id),
    slug: p.slug,
    old_slugs: redirects.map((r) => r.slug),
    status: p.status,
    name_vi: p.nameVi,
    name_en: p.nameEn,
    description_md_vi: markdownOf(p.descriptionMdVi, p.descriptionVi),
    description_md_en: markdownOf(p.descriptionMdEn, p.descriptionEn),
    collection: row.collection,
    category: p.category,
    price: p.price,
    compare_at_price: p.compareAtPrice,
    seo_title_vi: p.seoTitleVi,
    seo_title_en: p.seoTitleEn,
    seo_description_vi: p.seoDescriptionVi,
    seo_description_en: p.seoDescriptionEn,
    variants: vrows.map((v) => ({
      id: String(v.id),
      color: v.color as Color,
      size: v.size,
      sku: v.sku,
      price: v.price,
      stock: v.stock,
    })),
    pictures: pictures.map((a) => ({
      art_key: a.key,
      color: (a.color as Color | null) ?? null,
      alt_vi: a.altVi,
      alt_en: a.altEn,
      position: a.position,
      image_url: imageOf(a.key, a.altVi).url,
    })),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
