/** The collections tree as the back office lists it: every collection with its product count, parents first. */
import { eq, sql } from 'drizzle-orm';
import type { AdminCollection } from '../../../contract/admin/catalog-types';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { collections } from '../../db/schema';

type Row = typeof collections.$inferSelect & { productCount: number };

function toAdmin(r: Row): AdminCollection {
  return {
    id: String(r.id),
    slug: r.slug,
    parent: r.parentSlug,
    name_vi: r.nameVi,
    name_en: r.nameEn,
    description_vi: r.descriptionVi,
    description_en: r.descriptionEn,
    position: r.position,
    featured: r.featured,
    art_key: r.artKey,
    image_url: r.artKey ? imageOf(r.artKey, '').url : null,
    product_count: r.productCount,
  };
}

// Spelled out: drizzle writes a column of a one-table select unqualified, which inside this subquery
// would name the products' own id.
const productCount = sql<number>`(select count(*)::int from products p
  where p.collection_id = "collections"."id")`;

async function rows(db: Db, id?: number): Promise<Row[]> {
  return db
    .select({
      id: collections.id,
      slug: collections.slug,
      parentSlug: collections.parentSlug,
      nameVi: collections.nameVi,
      nameEn: collections.nameEn,
      descriptionVi: collections.descriptionVi,
      descriptionEn: collections.descriptionEn,
      featured: collections.featured,
      position: collections.position,
      artKey: collections.artKey,
      searchVi: collections.searchVi,
      searchEn: collections.searchEn,
      productCount,
    })
    .from(collections)
    .where(id === undefined ? undefined : eq(collections.id, id));
}

/** Depth first: each parent, then its children by position and slug. */
export async function listAdminCollections(db: Db): Promise<AdminCollection[]> {
  const all = await rows(db);
  const children = new Map<string | null, Row[]>();
  const slugs = new Set(all.map((r) => r.slug));
  for (const r of all) {
    // A collection whose parent is missing is listed at the top rather than lost.
    const parent = r.parentSlug !== null && slugs.has(r.parentSlug) ? r.parentSlug : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: AdminCollection[] = [];
  const walk = (parent: string | null) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) => a.position - b.position || a.slug.localeCompare(b.slug),
    );
    for (const r of list) {
      out.push(toAdmin(r));
      walk(r.slug);
    }
  };
  walk(null);
  return out;
}

export async function readAdminCollection(db: Db, id: number): Promise<AdminCollection | null> {
  const [row] = await rows(db, id);
  return row ? toAdmin(row) : null;
}
