/** Collections: the whole table is small, so it is read at once and chains are built in memory. */
import { asc, eq } from 'drizzle-orm';
import type { Collection, CollectionTreeItem, Crumb, Lang } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, collections } from '../schema';

export interface CollectionRow {
  id: number;
  slug: string;
  parentSlug: string | null;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
  featured: boolean;
  artKey: string | null;
  altVi: string | null;
  altEn: string | null;
}

export async function allCollections(db: Db): Promise<CollectionRow[]> {
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
      artKey: collections.artKey,
      altVi: art.altVi,
      altEn: art.altEn,
    })
    .from(collections)
    .leftJoin(art, eq(art.key, collections.artKey))
    .orderBy(asc(collections.position), asc(collections.slug));
}

const nameOf = (row: CollectionRow, lang: Lang) => (lang === 'en' ? row.nameEn : row.nameVi);

/** Root first, the collection itself last. */
export function crumbsOf(all: CollectionRow[], slug: string, lang: Lang): Crumb[] {
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  const chain: Crumb[] = [];
  let current = bySlug.get(slug);
  while (current && chain.length < 20) {
    chain.unshift({ slug: current.slug, name: nameOf(current, lang) });
    current = current.parentSlug ? bySlug.get(current.parentSlug) : undefined;
  }
  return chain;
}

export function toCollection(all: CollectionRow[], row: CollectionRow, lang: Lang): Collection {
  const name = nameOf(row, lang);
  return {
    slug: row.slug,
    name,
    description: lang === 'en' ? row.descriptionEn : row.descriptionVi,
    image: row.artKey ? imageOf(row.artKey, (lang === 'en' ? row.altEn : row.altVi) ?? name) : null,
    breadcrumbs: crumbsOf(all, row.slug, lang),
  };
}

export function toTreeItem(
  all: CollectionRow[],
  row: CollectionRow,
  lang: Lang,
): CollectionTreeItem {
  return { ...toCollection(all, row, lang), parent: row.parentSlug };
}

/**
 * The empty slug: the whole catalog, which has no row of its own. Its breadcrumbs end with itself, as
 * every collection's do (the page's header shows them as they come).
 */
export function allProductsCollection(lang: Lang): Collection {
  const [name, description] =
    lang === 'en'
      ? ['All products', 'Everything in the shop.']
      : ['Tất cả sản phẩm', 'Toàn bộ sản phẩm của cửa hàng.'];
  return { slug: '', name, description, image: null, breadcrumbs: [{ slug: '', name }] };
}
