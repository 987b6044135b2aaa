/**
 * The listing's read model: per server process, the listing columns and the search's words of every
 * published product in memory (listing-rows.ts, search-index.ts), kept exact by the catalog's version
 * (migration 0012). Each request reads the version (one primary-key lookup); when it moved since the
 * model's last read, the model catches up before answering: in one repeatable-read snapshot it reads
 * the version, the products noted in `listing_changes` (migration 0013) by transactions its previous
 * snapshot did not see, those products' rows, and their search words where those changed. An order
 * changes a product or two, so it costs a few rows, not the catalog; more than a third of the catalog
 * changed (or a TRUNCATE, or a day without a read: the log is pruned after a day) loads everything
 * again. Concurrent requests share one catch-up. The database stays the source of truth: a cold
 * process loads on its first request (or at start, `warmListing`).
 */
import { sql } from 'drizzle-orm';
import { readCatalogVersion } from '../../catalog/version';
import type { Db } from '../client';
import { ListingRows, type ProductRow } from './listing-rows';
import type { SearchTexts } from './search-index';

const PRUNE_AFTER = "interval '1 day'";
const RELOAD_AFTER_MS = 12 * 3600_000; // half the log's life: the rows since then are surely there
const PRUNE_EVERY_MS = 10 * 60_000;

interface DbRow {
  id: number;
  collection_id: number;
  category: string;
  price: number;
  featured_rank: number;
  sales_count: number;
  created_us: string;
  colors: string[];
  sizes: string[];
  in_stock: boolean;
  published?: boolean;
}

const COLUMNS = sql.raw(`id, collection_id, category, price, featured_rank, sales_count,
  (extract(epoch from created_at) * 1000000)::bigint::text as created_us, colors, sizes, in_stock`);

/** The cold load: every published product's listed columns, all in migration 0003's partial covering index. */
export const LOAD_ALL = sql`select ${COLUMNS} from products where status = 'published'`;

/** The search's words (search-index.ts), from the search's narrow copy of products (migration 0018). */
const SEARCH_TEXTS = sql.raw(`select id, search_vi, search_en, name_fold_vi, name_fold_en,
  name_marked_vi, name_marked_en from product_search`);

const toRow = (r: DbRow): ProductRow => ({
  id: r.id,
  collectionId: r.collection_id,
  category: r.category,
  price: r.price,
  featuredRank: r.featured_rank,
  salesCount: r.sales_count,
  createdAt: Number(r.created_us),
  colors: r.colors,
  sizes: r.sizes,
  inStock: r.in_stock,
});

/** Each listed product's search words into its slot (a product not listed has none). */
function writeSearch(rows: ListingRows, texts: SearchTexts[]) {
  const placed = texts.flatMap((t) => {
    const slot = rows.slotOf.get(t.id);
    return slot !== undefined && rows.alive[slot] ? [{ slot, t }] : [];
  });
  // In slot order, so each slot's words follow the previous slot's in memory, as the ranking reads them.
  placed.sort((a, b) => a.slot - b.slot);
  for (const { slot, t } of placed) rows.search.set(slot, t);
}

/** A product written since the last read; `words` when its names or search texts changed. */
interface Change {
  product_id: number;
  words: boolean;
}

export interface CatchUp {
  kind: 'full' | 'changes' | 'none';
  products: number;
  ms: number;
}

class ListingModel {
  rows: ListingRows | null = null;
  version = -1;
  private snapshot = '';
  private readAt = 0;
  private prunedAt = 0;
  private syncing: Promise<CatchUp> | null = null;
  last: CatchUp | null = null;
  /** Catch-ups run so far (a test checks that concurrent requests share one). */
  catchUps = 0;

  constructor(private readonly db: Db) {}

  /** The rows as of a version at least as new as the one committed when this was called. */
  async current(): Promise<ListingRows> {
    const version = await readCatalogVersion(this.db);
    while (!this.rows || this.version < version || Date.now() - this.readAt > RELOAD_AFTER_MS) {
      this.syncing ??= this.catchUp().finally(() => (this.syncing = null));
      await this.syncing;
    }
    return this.rows;
  }

  /**
   * The changed products' rows, and their search words where they changed (migration 0020's `words`)
   * or where this process has none yet (a product new to the listing): an order or a price change
   * reads no words. A product that left the listing keeps its words in its dead slot (never shown),
   * so that coming back needs none read either.
   */
  private async applyChanges(
    changes: Change[],
    exec: <T>(q: ReturnType<typeof sql>) => Promise<T[]>,
  ): Promise<{ rows: ListingRows; kind: CatchUp['kind']; n: number }> {
    const rows = this.rows!;
    const ids = changes.map((c) => c.product_id);
    if (ids.length === 0) return { rows, kind: 'none', n: 0 };
    const wordIds = changes
      .filter((c) => c.words || !rows.search.hasWords(rows.slotOf.get(c.product_id)))
      .map((c) => c.product_id);
    const listed = await exec<DbRow>(sql`select ${COLUMNS}, status = 'published' as published
      from products where id = any(${sql.param(ids)}::int[])`);
    const texts = wordIds.length
      ? await exec<SearchTexts>(sql`${SEARCH_TEXTS} where id = any(${sql.param(wordIds)}::int[])`)
      : [];
    rows.apply(ids, listed.filter((r) => r.published).map(toRow));
    for (const t of texts) {
      const slot = rows.slotOf.get(t.id);
      if (slot !== undefined) rows.search.set(slot, t); // words unchanged: nothing written
    }
    return { rows, kind: 'changes', n: ids.length };
  }

  private async catchUp(): Promise<CatchUp> {
    const began = performance.now();
    this.catchUps++;
    const full = !this.rows || Date.now() - this.readAt > RELOAD_AFTER_MS;
    const result = await this.db.transaction(
      async (tx) => {
        const exec = async <T>(q: ReturnType<typeof sql>) =>
          ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
        const [head] = await exec<{ version: string; snap: string }>(
          sql`select version, pg_current_snapshot()::text as snap from catalog_version where id = 1`,
        );
        const loadAll = async () => {
          const rows = await exec<DbRow>(LOAD_ALL);
          // Slots in featured order, so that the search's pass over every slot (search-rank.ts) and
          // the featured order read memory mostly in sequence.
          const byRank = rows
            .map(toRow)
            .sort((a, b) => a.featuredRank - b.featuredRank || a.id - b.id);
          const all = ListingRows.from(byRank);
          writeSearch(all, await exec<SearchTexts>(sql`${SEARCH_TEXTS} where published`));
          all.search.trim();
          return { rows: all, kind: 'full' as const, n: rows.length };
        };
        let out: { rows: ListingRows; kind: CatchUp['kind']; n: number };
        if (full || !this.rows) {
          out = await loadAll();
        } else {
          const limit = Math.max(1000, Math.floor(this.rows.live / 3));
          const changes = await exec<{ product_id: number | null; words: boolean }>(sql`
            select product_id, bool_or(words) as words from listing_changes
            where xid >= pg_snapshot_xmin(${this.snapshot}::pg_snapshot)
              and not pg_visible_in_snapshot(xid, ${this.snapshot}::pg_snapshot)
            group by product_id
            limit ${limit + 1}`);
          if (changes.length > limit || changes.some((c) => c.product_id === null)) {
            out = await loadAll();
          } else {
            out = await this.applyChanges(changes as Change[], exec);
          }
        }
        return { ...out, version: Number(head!.version), snap: head!.snap };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.rows = result.rows;
    this.version = result.version;
    this.snapshot = result.snap;
    this.readAt = Date.now();
    if (this.readAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = this.readAt;
      await this.db.execute(
        sql`delete from listing_changes where at < now() - ${sql.raw(PRUNE_AFTER)}`,
      );
    }
    this.last = { kind: result.kind, products: result.n, ms: performance.now() - began };
    return this.last;
  }
}

const models = new WeakMap<Db, ListingModel>();

export function listingModel(db: Db): ListingModel {
  let model = models.get(db);
  if (!model) models.set(db, (model = new ListingModel(db)));
  return model;
}

/** Loads the model before the first shopper asks (server start); a failure waits for that request. */
export function warmListing(db: Db): Promise<void> {
  return listingModel(db)
    .current()
    .then(
      () => undefined,
      () => undefined,
    );
}
