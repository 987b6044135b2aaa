/**
 * What a product's page and read need beyond the API's Product: the SEO title and description the
 * owner wrote (null where none: the head then uses the name and the description), and where an old
 * slug of a renamed product now lives (product_redirects: the old URL answers 301 there).
 */
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/types';
import type { Db } from '../client';
import { products } from '../schema';
import { productRedirects } from '../schema-admin';

export interface ProductSeo {
  title: string | null;
  description: string | null;
}

export async function productSeo(db: Db, slug: string, lang: Lang): Promise<ProductSeo | null> {
  const [row] = await db
    .select({
      title: lang === 'en' ? products.seoTitleEn : products.seoTitleVi,
      description: lang === 'en' ? products.seoDescriptionEn : products.seoDescriptionVi,
    })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** The current slug of the product that had `slug`; null when no product did. */
export async function movedProductSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productRedirects)
    .innerJoin(products, eq(products.id, productRedirects.productId))
    .where(eq(productRedirects.oldSlug, slug))
    .limit(1);
  return row?.slug ?? null;
}
