/** Content pages and events, localized. */
import { asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { ContentPage, EventSummary, Lang, StoreEvent } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, eventProducts, events, pages } from '../schema';
import { loadCards } from './cards';

type PageRow = typeof pages.$inferSelect;

function toPage(r: PageRow, lang: Lang): ContentPage {
  return {
    slug: r.slug,
    title: lang === 'en' ? r.titleEn : r.titleVi,
    body: lang === 'en' ? r.bodyEn : r.bodyVi,
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function loadPage(db: Db, slug: string, lang: Lang): Promise<ContentPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row ? toPage(row, lang) : null;
}

export async function listPages(db: Db, lang: Lang, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .orderBy(asc(pages.slug))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(pages),
  ]);
  return { items: rows.map((r) => toPage(r, lang)), total: total?.n ?? 0 };
}

type EventRow = typeof events.$inferSelect;

function toSummary(r: EventRow, lang: Lang): EventSummary {
  return {
    slug: r.slug,
    title: lang === 'en' ? r.titleEn : r.titleVi,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    location: lang === 'en' ? r.locationEn : r.locationVi,
  };
}

async function toEvents(
  db: Db,
  rows: EventRow[],
  lang: Lang,
  lowThreshold: number,
): Promise<StoreEvent[]> {
  if (rows.length === 0) return [];
  const slugs = rows.map((r) => r.slug);
  const [links, arts] = await Promise.all([
    db
      .select()
      .from(eventProducts)
      .where(inArray(eventProducts.eventSlug, slugs))
      .orderBy(asc(eventProducts.position)),
    db
      .select()
      .from(art)
      .where(inArray(art.key, rows.flatMap((r) => r.artKey ?? []).concat(''))),
  ]);
  const cards = await loadCards(
    db,
    [...new Set(links.map((l) => l.productId))],
    lang,
    lowThreshold,
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const artByKey = new Map(arts.map((a) => [a.key, a]));
  return rows.map((r) => {
    const a = r.artKey ? artByKey.get(r.artKey) : undefined;
    return {
      ...toSummary(r, lang),
      body: lang === 'en' ? r.bodyEn : r.bodyVi,
      image: a ? imageOf(a.key, lang === 'en' ? a.altEn : a.altVi) : null,
      products: links
        .filter((l) => l.eventSlug === r.slug)
        .flatMap((l) => cardById.get(String(l.productId)) ?? []),
    };
  });
}

export async function loadEvent(
  db: Db,
  slug: string,
  lang: Lang,
  lowThreshold: number,
): Promise<StoreEvent | null> {
  const rows = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  return (await toEvents(db, rows, lang, lowThreshold))[0] ?? null;
}

/** Soonest first; past events stay listed (after the others) so their links keep working. */
export async function listEvents(
  db: Db,
  lang: Lang,
  page: number,
  perPage: number,
  lowThreshold: number,
  now = new Date(),
) {
  const all = await db.select().from(events).orderBy(asc(events.startsAt), asc(events.slug));
  const ordered = [
    ...all.filter((e) => e.endsAt >= now),
    ...all.filter((e) => e.endsAt < now).reverse(),
  ];
  const slice = ordered.slice((page - 1) * perPage, page * perPage);
  return { items: await toEvents(db, slice, lang, lowThreshold), total: ordered.length };
}

/** The next `limit` events not yet over, soonest first, as a list shows them (no body, picture or products). */
export async function listComingEvents(
  db: Db,
  lang: Lang,
  limit: number,
  now = new Date(),
): Promise<EventSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(gte(events.endsAt, now))
    .orderBy(asc(events.startsAt), asc(events.slug))
    .limit(limit);
  return rows.map((r) => toSummary(r, lang));
}
