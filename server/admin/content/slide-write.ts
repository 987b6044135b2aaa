/**
 * The home page's hero slides from the back office: the list in order, create (last), save, reorder
 * (every slide's id once, positions 0…n-1) and delete, each write in one transaction with its audit row.
 * The storefront's home answers them in `position` order and shows no slider when there are none
 * (src/features/catalog/components/home-view.tsx), so the last slide may go too. Reorders lock the
 * table's rows first so two members reordering at once end in one of their orders, never a mix.
 */
import { asc, eq, max } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SlideBodySchema } from '../../../contract/admin/content-inputs';
import type { AdminSlide } from '../../../contract/admin/content-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { art, heroSlides } from '../../db/schema';
import { audit, type Actor } from '../audit';

export type SlideInput = v.InferOutput<typeof SlideBodySchema>;

export async function listAdminSlides(db: Db): Promise<AdminSlide[]> {
  const rows = await db
    .select({ s: heroSlides, altVi: art.altVi })
    .from(heroSlides)
    .innerJoin(art, eq(art.key, heroSlides.artKey))
    .orderBy(asc(heroSlides.position), asc(heroSlides.id));
  return rows.map(({ s, altVi }) => ({
    id: String(s.id),
    position: s.position,
    title_vi: s.titleVi,
    title_en: s.titleEn,
    subtitle_vi: s.subtitleVi,
    subtitle_en: s.subtitleEn,
    href: s.href,
    art_key: s.artKey,
    image: imageOf(s.artKey, altVi),
  }));
}

const one = async (db: Db, id: number) =>
  (await listAdminSlides(db)).find((s) => s.id === String(id)) ?? null;

const fieldsOf = (body: SlideInput) => ({
  titleVi: body.title_vi,
  titleEn: body.title_en,
  subtitleVi: body.subtitle_vi ?? '',
  subtitleEn: body.subtitle_en ?? '',
  href: body.href,
  artKey: body.art_key,
});

export type SlideResult =
  | { kind: 'saved'; slide: AdminSlide }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

/** `id` null creates, after the last slide. */
export async function saveSlide(
  db: Db,
  actor: Actor,
  id: number | null,
  body: SlideInput,
): Promise<SlideResult> {
  return db.transaction(async (tx) => {
    const [current] =
      id === null
        ? [null]
        : await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
    if (current === undefined) return { kind: 'not_found' } as const;
    const [picture] = await tx.select({ key: art.key }).from(art).where(eq(art.key, body.art_key));
    if (!picture)
      return { kind: 'invalid', errors: { art_key: ['catalog.errors.picture_unknown'] } } as const;
    const before = current ? await one(tx, current.id) : null;
    let savedId: number;
    if (current) {
      savedId = current.id;
      await tx.update(heroSlides).set(fieldsOf(body)).where(eq(heroSlides.id, savedId));
    } else {
      const [last] = await tx.select({ p: max(heroSlides.position) }).from(heroSlides);
      const position = last?.p === null || last?.p === undefined ? 0 : last.p + 1;
      savedId = (
        await tx
          .insert(heroSlides)
          .values({ ...fieldsOf(body), position })
          .returning({ id: heroSlides.id })
      )[0]!.id;
    }
    const slide = (await one(tx, savedId))!;
    await audit(tx, actor, {
      action: current ? 'hero_slide.update' : 'hero_slide.create',
      entity: 'hero_slide',
      entityId: savedId,
      before,
      after: slide,
    });
    return { kind: 'saved', slide } as const;
  });
}

export async function reorderSlides(
  db: Db,
  actor: Actor,
  ids: string[],
): Promise<AdminSlide[] | 'mismatch'> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: heroSlides.id }).from(heroSlides).for('update');
    const have = new Set(rows.map((r) => String(r.id)));
    if (
      ids.length !== have.size ||
      new Set(ids).size !== ids.length ||
      ids.some((i) => !have.has(i))
    )
      return 'mismatch';
    const before = (await listAdminSlides(tx)).map((s) => s.id);
    for (const [position, id] of ids.entries())
      await tx
        .update(heroSlides)
        .set({ position })
        .where(eq(heroSlides.id, Number(id)));
    await audit(tx, actor, {
      action: 'hero_slide.reorder',
      entity: 'hero_slide',
      before: { order: before },
      after: { order: ids },
    });
    return listAdminSlides(tx);
  });
}

export async function deleteSlide(
  db: Db,
  actor: Actor,
  id: number,
): Promise<'deleted' | 'not_found'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
    if (!row) return 'not_found';
    const before = await one(tx, id);
    await tx.delete(heroSlides).where(eq(heroSlides.id, id));
    await audit(tx, actor, {
      action: 'hero_slide.delete',
      entity: 'hero_slide',
      entityId: id,
      before,
      after: null,
    });
    return 'deleted';
  });
}
