/**
 * Events from the back office: the list (coming and running first, soonest first; then past ones,
 * latest first, as the storefront lists them), read for the editor, created, saved and deleted, each
 * write in one transaction with its audit row. Bodies are kept as the storefront reads them, sanitized
 * HTML made from the Markdown (see page-write.ts), with the Markdown beside it. The featured products
 * are rewritten whole on each save, in the order sent; a changed slug takes them along (event_products
 * refers to the slug without ON UPDATE, so they are written again after the event's row).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { EventBodySchema } from '../../../contract/admin/content-inputs';
import type { AdminEvent, AdminEventRow } from '../../../contract/admin/content-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { markdownOf, markdownToHtml } from '../../catalog/description';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { art, eventProducts, events, products } from '../../db/schema';
import { audit, type Actor } from '../audit';
import { slugFromTitle, slugTaken } from './unique-slug';

export type EventInput = v.InferOutput<typeof EventBodySchema>;
type Row = typeof events.$inferSelect;

const toRow = (r: Row, productCount: number): AdminEventRow => ({
  slug: r.slug,
  title_vi: r.titleVi,
  title_en: r.titleEn,
  location_vi: r.locationVi,
  location_en: r.locationEn,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  product_count: productCount,
});

export async function listAdminEvents(db: Db, now = new Date()): Promise<AdminEventRow[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(events).orderBy(asc(events.startsAt), asc(events.slug)),
    db
      .select({ slug: eventProducts.eventSlug, n: count() })
      .from(eventProducts)
      .groupBy(eventProducts.eventSlug),
  ]);
  const n = new Map(counts.map((c) => [c.slug, c.n]));
  const ordered = [
    ...rows.filter((e) => e.endsAt >= now),
    ...rows.filter((e) => e.endsAt < now).reverse(),
  ];
  return ordered.map((r) => toRow(r, n.get(r.slug) ?? 0));
}

export async function readAdminEvent(db: Db, slug: string): Promise<AdminEvent | null> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  if (!row) return null;
  const [featured, [picture]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameVi: products.nameVi,
        nameEn: products.nameEn,
        slug: products.slug,
      })
      .from(eventProducts)
      .innerJoin(products, eq(products.id, eventProducts.productId))
      .where(eq(eventProducts.eventSlug, slug))
      .orderBy(asc(eventProducts.position)),
    row.artKey
      ? db.select().from(art).where(eq(art.key, row.artKey))
      : Promise.resolve([undefined]),
  ]);
  return {
    ...toRow(row, featured.length),
    body_md_vi: markdownOf(row.bodyMdVi, row.bodyVi),
    body_md_en: markdownOf(row.bodyMdEn, row.bodyEn),
    art_key: row.artKey,
    image: picture ? imageOf(picture.key, picture.altVi) : null,
    products: featured.map((p) => ({
      id: String(p.id),
      name_vi: p.nameVi,
      name_en: p.nameEn,
      slug: p.slug,
    })),
  };
}

export type EventResult =
  | { kind: 'saved'; event: AdminEvent }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

/** The checks that need the database: the slug, the picture, the products. */
async function judge(tx: Db, body: EventInput, current: Row | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (body.slug !== null && body.slug !== current?.slug && (await slugTaken(tx, events, body.slug)))
    errors['slug'] = ['catalog.errors.slug_taken'];
  if (body.art_key !== null) {
    const [picture] = await tx.select({ key: art.key }).from(art).where(eq(art.key, body.art_key));
    if (!picture) errors['art_key'] = ['catalog.errors.picture_unknown'];
  }
  if (body.products.length > 0) {
    const ids = body.products.map(Number);
    const found = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
        (p) => p.id,
      ),
    );
    ids.forEach((id, i) => {
      if (!found.has(id)) errors[`products.${i}`] = ['catalog.errors.product_unknown'];
    });
  }
  return errors;
}

/** `slug` null creates. */
export async function saveEvent(
  db: Db,
  actor: Actor,
  slug: string | null,
  body: EventInput,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const [current] =
      slug === null
        ? [null]
        : await tx.select().from(events).where(eq(events.slug, slug)).for('update');
    if (current === undefined) return { kind: 'not_found' } as const;
    const errors = await judge(tx, body, current);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
    const newSlug =
      body.slug ?? current?.slug ?? (await slugFromTitle(tx, events, body.title_vi, 'su-kien'));
    const before = current ? await readAdminEvent(tx, current.slug) : null;
    const fields = {
      slug: newSlug,
      titleVi: body.title_vi,
      titleEn: body.title_en,
      locationVi: body.location_vi,
      locationEn: body.location_en,
      bodyMdVi: body.body_md_vi,
      bodyMdEn: body.body_md_en,
      bodyVi: markdownToHtml(body.body_md_vi),
      bodyEn: markdownToHtml(body.body_md_en),
      startsAt: new Date(body.starts_at),
      endsAt: new Date(body.ends_at),
      artKey: body.art_key,
    };
    if (current) {
      await tx.delete(eventProducts).where(eq(eventProducts.eventSlug, current.slug));
      await tx.update(events).set(fields).where(eq(events.slug, current.slug));
    } else await tx.insert(events).values(fields);
    if (body.products.length > 0)
      await tx.insert(eventProducts).values(
        body.products.map((id, position) => ({
          eventSlug: newSlug,
          productId: Number(id),
          position,
        })),
      );
    const event = (await readAdminEvent(tx, newSlug))!;
    await audit(tx, actor, {
      action: current ? 'event.update' : 'event.create',
      entity: 'event',
      entityId: newSlug,
      before,
      after: event,
    });
    return { kind: 'saved', event } as const;
  });
}

export async function deleteEvent(
  db: Db,
  actor: Actor,
  slug: string,
): Promise<'deleted' | 'not_found'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.slug, slug)).for('update');
    if (!row) return 'not_found';
    const before = await readAdminEvent(tx, slug);
    await tx.delete(events).where(eq(events.slug, slug)); // its products' rows go with it (cascade)
    await audit(tx, actor, {
      action: 'event.delete',
      entity: 'event',
      entityId: slug,
      before,
      after: null,
    });
    return 'deleted';
  });
}
