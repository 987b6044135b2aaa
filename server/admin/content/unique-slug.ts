/**
 * A page's or an event's slug, made from its Vietnamese title as products' are (shopSlug: no marks,
 * kebab-case ASCII), the first of `base`, `base-2`, … that the table does not hold yet.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { events, pages } from '../../db/schema';
import { shopSlug } from '../catalog/shop-slug';

export type SlugTable = typeof pages | typeof events;

export async function slugTaken(db: Db, table: SlugTable, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.slug, slug));
  return Boolean(row);
}

export async function slugFromTitle(
  db: Db,
  table: SlugTable,
  title: string,
  fallback: string,
): Promise<string> {
  const base = shopSlug(title).slice(0, 72).replace(/-+$/, '') || fallback;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, table, slug))) return slug;
  }
}
