/**
 * The catalog's version: one number in the database (table `catalog_version`, migration 0012) that
 * grows at the commit of every transaction that changed what the storefront shows (products, variants,
 * collections, pictures, content, settings). The server's caches key their entries by it and read it
 * once per request, so a write made through any replica, or straight in SQL, is seen by every replica
 * on its next request (docs/decisions/035). Reading it is one primary-key lookup of one row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function readCatalogVersion(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select version from catalog_version where id = 1`,
  )) as unknown as { rows: { version: string }[] };
  return Number(rows[0]?.version ?? 0);
}
