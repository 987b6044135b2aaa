/**
 * The listing's columns of each product in memory, one slot per product in typed arrays (struct of
 * arrays: about 60 bytes a product, 6 MB at 100,000), and one ordering of the live slots per sort, kept
 * sorted by putting the slots that changed back in at their places (never a re-sort of the whole catalog). A product's
 * colours and its sizes are each one interned list (the few distinct lists a catalog has), so a request
 * decides a filter or counts a facet once per list, not once per product (server/db/queries/listing-scan.ts).
 */
import { SearchIndex } from './search-index';
import { Interned } from './interned';

/** The sorts kept as orderings: the catalog's own (a search's `relevance` is its ranking, not kept). */
export const ORDERED = ['featured', 'best_selling', 'price_asc', 'price_desc', 'newest'] as const;
export type OrderedSort = (typeof ORDERED)[number];

export interface ProductRow {
  id: number;
  collectionId: number;
  category: string;
  price: number;
  featuredRank: number;
  salesCount: number;
  /** Microseconds since the epoch, as PostgreSQL keeps them (a Date would round ties away). */
  createdAt: number;
  colors: string[];
  sizes: string[];
  inStock: boolean;
}

const grow = <A extends Int32Array | Uint32Array | Float64Array | Uint8Array>(
  a: A,
  n: number,
): A => {
  const b = new (a.constructor as new (n: number) => A)(n);
  b.set(a);
  return b;
};

export class ListingRows {
  size = 0; // slots used, live or dead
  live = 0;
  id = new Int32Array(0);
  collection = new Int32Array(0);
  category = new Uint32Array(0);
  price = new Float64Array(0);
  rank = new Float64Array(0);
  sales = new Float64Array(0);
  created = new Float64Array(0);
  colorList = new Uint32Array(0);
  sizeList = new Uint32Array(0);
  inStock = new Uint8Array(0);
  alive = new Uint8Array(0);
  readonly slotOf = new Map<number, number>();
  readonly categories = new Interned<string>();
  readonly colorLists = new Interned<string[]>();
  readonly sizeLists = new Interned<string[]>();
  /** The search's words of each slot (search-index.ts), written by the model beside these columns. */
  readonly search = new SearchIndex();
  /** Live slots in each sort's order, ties broken by id as the SQL listing does. */
  orders: Record<OrderedSort, Int32Array> = Object.fromEntries(
    ORDERED.map((s) => [s, new Int32Array(0)]),
  ) as Record<OrderedSort, Int32Array>;

  private readonly compare: Record<OrderedSort, (a: number, b: number) => number> = {
    featured: (a, b) => this.rank[a]! - this.rank[b]! || this.id[a]! - this.id[b]!,
    best_selling: (a, b) => this.sales[b]! - this.sales[a]! || this.id[a]! - this.id[b]!,
    price_asc: (a, b) => this.price[a]! - this.price[b]! || this.id[a]! - this.id[b]!,
    price_desc: (a, b) => this.price[b]! - this.price[a]! || this.id[a]! - this.id[b]!,
    newest: (a, b) => this.created[b]! - this.created[a]! || this.id[a]! - this.id[b]!,
  };

  comparator(sort: OrderedSort): (a: number, b: number) => number {
    return this.compare[sort];
  }

  private reserve(n: number) {
    if (n <= this.id.length) return;
    const cap = Math.max(n, Math.ceil(this.id.length * 1.5), 1024);
    this.id = grow(this.id, cap);
    this.collection = grow(this.collection, cap);
    this.category = grow(this.category, cap);
    this.price = grow(this.price, cap);
    this.rank = grow(this.rank, cap);
    this.sales = grow(this.sales, cap);
    this.created = grow(this.created, cap);
    this.colorList = grow(this.colorList, cap);
    this.sizeList = grow(this.sizeList, cap);
    this.inStock = grow(this.inStock, cap);
    this.alive = grow(this.alive, cap);
  }

  private write(slot: number, r: ProductRow) {
    this.id[slot] = r.id;
    this.collection[slot] = r.collectionId;
    this.category[slot] = this.categories.code(r.category, r.category);
    this.price[slot] = r.price;
    this.rank[slot] = r.featuredRank;
    this.sales[slot] = r.salesCount;
    this.created[slot] = r.createdAt;
    this.colorList[slot] = this.colorLists.code(r.colors.join('\u0001'), r.colors);
    this.sizeList[slot] = this.sizeLists.code(r.sizes.join('\u0001'), r.sizes);
    this.inStock[slot] = r.inStock ? 1 : 0;
  }

  /** Every published product at once (a cold start, or too much changed to merge). */
  static from(rows: ProductRow[]): ListingRows {
    const m = new ListingRows();
    m.reserve(rows.length);
    rows.forEach((r, slot) => {
      m.write(slot, r);
      m.alive[slot] = 1;
      m.slotOf.set(r.id, slot);
    });
    m.size = m.live = rows.length;
    const all = Int32Array.from(rows.keys());
    for (const s of ORDERED) m.orders[s] = all.slice().sort(m.compare[s]);
    return m;
  }

  /**
   * Products written since the last read: `rows` holds those still published (their new columns), the
   * others of `ids` left the listing (unpublished, archived, deleted). Each ordering drops the changed
   * slots and puts them back in at their new places: one copy of the catalog's slots and
   * changed × log(catalog) comparisons a sort.
   */
  apply(ids: number[], rows: ProductRow[]) {
    const changed = new Uint8Array(this.size + rows.length);
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || !this.alive[slot]) continue;
      changed[slot] = 1;
      this.alive[slot] = 0;
      this.live--;
    }
    const back: number[] = [];
    for (const r of rows) {
      let slot = this.slotOf.get(r.id);
      if (slot === undefined) {
        slot = this.size++;
        this.reserve(this.size);
        this.slotOf.set(r.id, slot);
      }
      this.write(slot, r);
      this.alive[slot] = 1;
      this.live++;
      back.push(slot);
    }
    for (const s of ORDERED) {
      const cmp = this.compare[s];
      const old = this.orders[s];
      // The unchanged slots keep their order; each changed one goes in at its binary-searched place,
      // the runs between copied as blocks (a merge comparing every slot cost 6-35 ms at 100,000).
      const kept = new Int32Array(old.length);
      let n = 0;
      for (let i = 0; i < old.length; i++) if (!changed[old[i]!]) kept[n++] = old[i]!;
      const out = new Int32Array(this.live);
      let from = 0;
      let k = 0;
      for (const slot of Int32Array.from(back).sort(cmp)) {
        let lo = from;
        let hi = n;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (cmp(kept[mid]!, slot) < 0) lo = mid + 1;
          else hi = mid;
        }
        out.set(kept.subarray(from, lo), k);
        k += lo - from;
        out[k++] = slot;
        from = lo;
      }
      out.set(kept.subarray(from, n), k);
      this.orders[s] = out;
    }
  }

  /** Bytes held by the typed arrays, orderings and search codes (interned lists and words: kilobytes). */
  bytes(): number {
    const arrays = [
      this.id,
      this.collection,
      this.category,
      this.price,
      this.rank,
      this.sales,
      this.created,
      this.colorList,
      this.sizeList,
      this.inStock,
      this.alive,
      ...Object.values(this.orders),
    ];
    return (
      arrays.reduce((n, a) => n + a.byteLength, 0) + this.slotOf.size * 16 + this.search.bytes()
    );
  }
}
