/** A product slug no other product uses nor any product used before (its old URL still redirects). */
import { and, eq, ne } from 'drizzle-orm';
import { MAX_SLUG_LENGTH } from '../../contract/admin/slug';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productRedirects } from '../db/schema-admin';

async function taken(db: Db, slug: string, exceptProductId: number | null): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.slug, slug),
        exceptProductId === null ? undefined : ne(products.id, exceptProductId),
      ),
    )
    .limit(1);
  if (product) return true;
  // An old slug of this same product may come back to it; another product's old slug may not.
  const [redirect] = await db
    .select({ id: productRedirects.productId })
    .from(productRedirects)
    .where(
      and(
        eq(productRedirects.oldSlug, slug),
        exceptProductId === null ? undefined : ne(productRedirects.productId, exceptProductId),
      ),
    )
    .limit(1);
  return Boolean(redirect);
}

/** `base`, else `base-2`, `base-3`… whichever is free first. */
export async function uniqueSlug(
  db: Db,
  base: string,
  exceptProductId: number | null = null,
): Promise<string> {
  const root = base.slice(0, MAX_SLUG_LENGTH - 4) || 'san-pham';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base || root : `${root}-${n}`;
    if (!(await taken(db, slug, exceptProductId))) return slug;
  }
}
