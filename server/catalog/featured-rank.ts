/**
 * Where a new product goes in the shop's featured order (the listing's default sort): after every
 * product there is. The order is the owner's curation; a product added by the editor or an import
 * must not jump ahead of it to the top of every listing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** The first featured rank after every product's; `count` new products take it and those after it. */
export async function nextFeaturedRank(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${products.featuredRank}), 0)::int + 1` })
    .from(products);
  return row?.next ?? 1;
}
