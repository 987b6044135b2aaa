/**
 * Writes the demo shop into an empty database in one transaction. A transaction-scoped advisory lock
 * lets several replicas start against one PostgreSQL: the first seeds, the others find rows and skip.
 * The big tables go in one statement each (insert-many.ts), so a large shop (demo/large-shop.ts,
 * 10,000 products and 93,000 variants) seeds in seconds.
 */
import { sql } from 'drizzle-orm';
import { searchText, skuFor as sku } from '../catalog/search-columns';
import type { Db } from './client';
import type { DemoShop } from './demo/types';
import { collectionArt, eventArt, heroArt, productArt, type ArtSpec } from './art-specs';
import { insertMany } from './insert-many';
import { cleanHtml } from './sanitize';
import * as s from './schema';
import { discountCodes } from './schema-orders';
import { STORE_DEFAULTS } from './store-defaults';

const SEED_LOCK = 727_002;
const DAY_MS = 86_400_000;

function artRow(a: ArtSpec) {
  return {
    key: a.key,
    kind: a.kind,
    color: a.color,
    accent: a.accent,
    pattern: a.pattern,
    seed: a.seed,
    altVi: a.alt.vi,
    altEn: a.alt.en,
  };
}

/**
 * Seeds when the catalog is empty; answers whether it did. The shop may be given as a function, so a
 * large one is only built when it is written.
 */
export async function seedIfEmpty(
  db: Db,
  shopOrMake: DemoShop | (() => DemoShop),
  now = new Date(),
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.collections);
    if ((existing?.n ?? 0) > 0) return false;
    const shop = typeof shopOrMake === 'function' ? shopOrMake() : shopOrMake;

    await tx
      .insert(s.storeSettings)
      .values(Object.entries(STORE_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();

    const arts = new Map<string, ArtSpec>();
    const keep = (a: ArtSpec | null) => (a && arts.set(a.key, a), a?.key ?? null);
    const collectionRows = shop.collections.map((c) => ({
      slug: c.slug,
      parentSlug: c.slug.includes('/') ? c.slug.slice(0, c.slug.lastIndexOf('/')) : null,
      nameVi: c.name.vi,
      nameEn: c.name.en,
      descriptionVi: c.description.vi,
      descriptionEn: c.description.en,
      featured: c.featured,
      position: c.position,
      artKey: keep(collectionArt(shop, c.slug, c.name)),
      searchVi: searchText(c.name.vi),
      searchEn: searchText(c.name.en),
    }));
    const productArts = new Map(
      shop.products.filter((p) => !p.pictures_of).map((p) => [p.slug, productArt(p)]),
    );
    for (const list of productArts.values()) list.forEach(keep);
    // A product that borrows another's pictures links to the same art rows: nothing new to draw.
    for (const p of shop.products) {
      if (!p.pictures_of) continue;
      const borrowed = productArts.get(p.pictures_of);
      if (!borrowed)
        throw new Error(`Product ${p.slug} borrows pictures of unknown ${p.pictures_of}`);
      productArts.set(p.slug, borrowed);
    }
    const eventArts = new Map(shop.events.map((e) => [e.slug, keep(eventArt(shop, e))]));
    const heroArts = shop.hero.map((h, i) => keep(heroArt(h, i))!);
    await tx.insert(s.art).values([...arts.values()].map(artRow));

    const collectionIds = new Map(
      (
        await tx
          .insert(s.collections)
          .values(collectionRows)
          .returning({ id: s.collections.id, slug: s.collections.slug })
      ).map((r) => [r.slug, r.id]),
    );
    const collectionName = new Map(shop.collections.map((c) => [c.slug, c.name]));
    // Generated lines share their descriptions' pieces: each distinct text is cleaned once.
    const cleaned = new Map<string, string>();
    const clean = (html: string) =>
      cleaned.get(html) ?? cleaned.set(html, cleanHtml(html)).get(html)!;
    const productRows = shop.products.map((p) => {
      const collectionId = collectionIds.get(p.collection);
      if (collectionId === undefined)
        throw new Error(`Product ${p.slug} names unknown collection ${p.collection}`);
      const cname = collectionName.get(p.collection) ?? { vi: '', en: '' };
      return {
        slug: p.slug,
        collectionId,
        category: p.category,
        nameVi: p.name.vi,
        nameEn: p.name.en,
        descriptionVi: clean(p.description.vi),
        descriptionEn: clean(p.description.en),
        price: p.price,
        compareAtPrice: p.compare_at_price,
        sizeGuide: p.size_guide,
        featuredRank: p.featured_rank,
        salesCount: p.sales_count,
        createdAt: new Date(now.getTime() - p.created_days_ago * DAY_MS),
        searchVi: searchText(p.name.vi, p.category, cname.vi),
        searchEn: searchText(p.name.en, p.category, cname.en),
      };
    });
    const productIds = new Map(
      (
        await insertMany<typeof s.products, { id: number; slug: string }>(
          tx,
          s.products,
          productRows,
          sql`id, slug`,
        )
      ).map((r) => [r.slug, r.id]),
    );
    const idOf = (slug: string) => {
      const id = productIds.get(slug);
      if (id === undefined) throw new Error(`Unknown product slug ${slug}`);
      return id;
    };

    await insertMany(
      tx,
      s.variants,
      shop.products.flatMap((p) =>
        p.variants.map((v, i) => ({
          productId: idOf(p.slug),
          sku: sku(p.slug, v.color, v.size),
          color: v.color,
          size: v.size,
          // Only a price of its own (an XXL surcharge): the rest sell at the product's price.
          price: v.price ?? null,
          stock: v.stock,
          position: i,
        })),
      ),
    );
    await insertMany(
      tx,
      s.productArt,
      shop.products.flatMap((p) => {
        // A product of several colours shows each picture for the colour it was drawn in.
        const colors = new Set(p.variants.map((v) => v.color));
        return (productArts.get(p.slug) ?? []).map((a, i) => ({
          productId: idOf(p.slug),
          position: i,
          artKey: a.key,
          color: colors.size > 1 && colors.has(a.color) ? a.color : null,
        }));
      }),
    );

    if (shop.pages.length > 0) {
      await tx.insert(s.pages).values(
        shop.pages.map((pg) => ({
          slug: pg.slug,
          titleVi: pg.title.vi,
          titleEn: pg.title.en,
          bodyVi: cleanHtml(pg.body.vi),
          bodyEn: cleanHtml(pg.body.en),
          updatedAt: now,
        })),
      );
    }
    if (shop.events.length > 0) {
      await tx.insert(s.events).values(
        shop.events.map((e) => {
          const startsAt = new Date(now.getTime() + e.starts_in_days * DAY_MS);
          return {
            slug: e.slug,
            titleVi: e.title.vi,
            titleEn: e.title.en,
            locationVi: e.location.vi,
            locationEn: e.location.en,
            bodyVi: cleanHtml(e.body.vi),
            bodyEn: cleanHtml(e.body.en),
            startsAt,
            endsAt: new Date(startsAt.getTime() + e.duration_days * DAY_MS),
            artKey: eventArts.get(e.slug) ?? null,
          };
        }),
      );
      const links = shop.events.flatMap((e) =>
        e.product_slugs.map((slug, i) => ({
          eventSlug: e.slug,
          productId: idOf(slug),
          position: i,
        })),
      );
      if (links.length > 0) await tx.insert(s.eventProducts).values(links);
    }
    if (shop.hero.length > 0) {
      await tx.insert(s.heroSlides).values(
        shop.hero.map((h, i) => ({
          position: i,
          titleVi: h.title.vi,
          titleEn: h.title.en,
          subtitleVi: h.subtitle.vi,
          subtitleEn: h.subtitle.en,
          href: h.href,
          artKey: heroArts[i]!,
        })),
      );
    }
    if (shop.discount_codes?.length) {
      await tx.insert(discountCodes).values(
        shop.discount_codes.map((d) => ({
          code: d.code,
          kind: d.kind,
          value: d.value,
          expiresAt:
            d.expires_in_days === null
              ? null
              : new Date(now.getTime() + d.expires_in_days * DAY_MS),
          maxUses: d.max_uses,
          perCustomer: d.per_customer ?? null,
          firstOrderOnly: d.first_order_only ?? false,
          minSubtotal: d.min_subtotal ?? 0,
        })),
      );
    }
    return true;
  });
  // Fresh tables have no statistics and no visibility map yet: until autovacuum came, the listing's
  // index-only scan (products_listing_idx) would read the table instead. VACUUM cannot run inside the
  // seed's transaction, so it follows it. The back office's list rows (filled by triggers) too: its
  // deep pages are index-only scans, and its plans need their statistics.
  if (seeded)
    await db.execute(sql`vacuum (analyze) products, variants, product_art, admin_product_rows`);
  return seeded;
}
