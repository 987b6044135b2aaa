/**
 * The pictures a hero slide or an event may show: the shop's pictures (uploads through a product's
 * pictures, server/admin/pictures, and the demo's drawn art), newest first, found by their alt texts.
 * Choosing one of these keeps a picture in one place; a slide's own upload would need a picture
 * store apart from products, which the catalog's upload path does not have.
 */
import { desc, ilike, or } from 'drizzle-orm';
import type { ContentPicture } from '../../../contract/admin/content-types';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { art } from '../../db/schema';

const LIMIT = 60;

export async function listContentPictures(db: Db, q: string): Promise<ContentPicture[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ key: art.key, altVi: art.altVi, altEn: art.altEn })
    .from(art)
    .where(q ? or(ilike(art.altVi, like), ilike(art.altEn, like)) : undefined)
    .orderBy(desc(art.createdAt), desc(art.key))
    .limit(LIMIT);
  return rows.map((r) => ({
    key: r.key,
    alt_vi: r.altVi,
    alt_en: r.altEn,
    image: imageOf(r.key, r.altVi),
  }));
}
