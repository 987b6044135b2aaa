/**
 * Content pages from the back office: read for the editor (Markdown, made from the stored HTML for a
 * page written before the back office), created, saved and deleted, each write in one transaction with
 * its audit row. The storefront answers `body_*` as sanitized HTML (server/routes/content.ts), so a
 * save keeps that one format: the Markdown is made into HTML by the product editor's markdownToHtml
 * (marked, then the stored-HTML sanitizer) and kept beside it for the next edit. The pages the
 * storefront's footer links to (contract/footer-pages.ts) keep their slug and cannot be deleted.
 */
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PageBodySchema } from '../../../contract/admin/content-inputs';
import type { AdminPage, AdminPageRow } from '../../../contract/admin/content-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { FOOTER_PAGES } from '../../../contract/footer-pages';
import { markdownOf, markdownToHtml } from '../../catalog/description';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { audit, type Actor } from '../audit';
import { slugFromTitle, slugTaken } from './unique-slug';

export type PageInput = v.InferOutput<typeof PageBodySchema>;
type Row = typeof pages.$inferSelect;

const linked = (slug: string) => (FOOTER_PAGES as readonly string[]).includes(slug);

const toRow = (r: Row): AdminPageRow => ({
  slug: r.slug,
  title_vi: r.titleVi,
  title_en: r.titleEn,
  updated_at: r.updatedAt.toISOString(),
  linked: linked(r.slug),
});

const toPage = (r: Row): AdminPage => ({
  ...toRow(r),
  body_md_vi: markdownOf(r.bodyMdVi, r.bodyVi),
  body_md_en: markdownOf(r.bodyMdEn, r.bodyEn),
});

export async function listAdminPages(db: Db): Promise<AdminPageRow[]> {
  return (await db.select().from(pages).orderBy(asc(pages.slug))).map(toRow);
}

export async function readAdminPage(db: Db, slug: string): Promise<AdminPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row ? toPage(row) : null;
}

export type PageResult =
  | { kind: 'saved'; page: AdminPage }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

/** `slug` null creates. */
export async function savePage(
  db: Db,
  actor: Actor,
  slug: string | null,
  body: PageInput,
): Promise<PageResult> {
  return db.transaction(async (tx) => {
    const [current] =
      slug === null
        ? [null]
        : await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    if (current === undefined) return { kind: 'not_found' } as const;
    let newSlug = body.slug ?? current?.slug ?? null;
    if (newSlug !== null && newSlug !== current?.slug) {
      if (current && linked(current.slug))
        return { kind: 'invalid', errors: { slug: ['content.errors.page_linked'] } } as const;
      if (await slugTaken(tx, pages, newSlug))
        return { kind: 'invalid', errors: { slug: ['catalog.errors.slug_taken'] } } as const;
    }
    newSlug ??= await slugFromTitle(tx, pages, body.title_vi, 'trang');
    const fields = {
      slug: newSlug,
      titleVi: body.title_vi,
      titleEn: body.title_en,
      bodyMdVi: body.body_md_vi,
      bodyMdEn: body.body_md_en,
      bodyVi: markdownToHtml(body.body_md_vi),
      bodyEn: markdownToHtml(body.body_md_en),
      updatedAt: new Date(),
    };
    const [saved] = current
      ? await tx.update(pages).set(fields).where(eq(pages.slug, current.slug)).returning()
      : await tx.insert(pages).values(fields).returning();
    const page = toPage(saved!);
    await audit(tx, actor, {
      action: current ? 'page.update' : 'page.create',
      entity: 'page',
      entityId: page.slug,
      before: current ? toPage(current) : null,
      after: page,
    });
    return { kind: 'saved', page } as const;
  });
}

export async function deletePage(
  db: Db,
  actor: Actor,
  slug: string,
): Promise<'deleted' | 'not_found' | 'linked'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    if (!row) return 'not_found';
    if (linked(slug)) return 'linked';
    await tx.delete(pages).where(eq(pages.slug, slug));
    await audit(tx, actor, {
      action: 'page.delete',
      entity: 'page',
      entityId: slug,
      before: toPage(row),
      after: null,
    });
    return 'deleted';
  });
}
