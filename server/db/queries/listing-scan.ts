/**
 * One listing answered from the in-memory rows (server/db/queries/listing-rows.ts), with the same
 * meaning as the SQL statement it replaced (kept as the oracle in listing-model.test.ts): the page's
 * ids, the total and standard facets (each counted with every OTHER filter applied). One pass over the
 * scope marks the products passing every filter and counts each facet per interned list; the page is
 * then read off the sort's precomputed ordering. At 100,000 products a pass is a few milliseconds.
 */
import type { Sort } from '../../../contract/types';
import { ORDERED, type ListingRows, type OrderedSort } from './listing-rows';
import { scratchBytes } from './scratch';

export interface ScanQuery {
  /** Collections in scope (a collection and its descendants), or null for the whole catalog. */
  collectionIds: number[] | null;
  /** A ranked scope instead of collections (search): only these products. */
  productIds?: number[];
  /** The same scope as the model's slots (the search ranks slots: no mapping of ids). */
  slots?: Int32Array;
  colors: string[];
  sizes: string[];
  categories: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** `relevance` keeps the scope's order (the whole catalog's featured order without one). */
  sort: Sort | 'relevance';
  offset: number;
  limit: number;
}

export interface ScanResult {
  ids: number[];
  total: number;
  colors: { value: string; count: number }[];
  sizes: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  priceMin: number | null;
  priceMax: number | null;
}

/** Per interned list: does it share a value with the filter (true for every list when the filter is off)? */
function listsMatching(lists: readonly (readonly string[])[], wanted: string[]): Uint8Array {
  const ok = new Uint8Array(lists.length);
  const set = new Set(wanted);
  lists.forEach((list, code) => {
    ok[code] = set.size === 0 || list.some((v) => set.has(v)) ? 1 : 0;
  });
  return ok;
}

function expand(lists: readonly (readonly string[])[], counts: Int32Array) {
  const byValue = new Map<string, number>();
  counts.forEach((n, code) => {
    if (n > 0) for (const v of lists[code]!) byValue.set(v, (byValue.get(v) ?? 0) + n);
  });
  return [...byValue].map(([value, count]) => ({ value, count }));
}

export function scan(m: ListingRows, q: ScanQuery): ScanResult {
  const colorOk = listsMatching(m.colorLists.values, q.colors);
  const sizeOk = listsMatching(m.sizeLists.values, q.sizes);
  const catOk = listsMatching(
    m.categories.values.map((c) => [c]),
    q.categories,
  );
  const colorCount = new Int32Array(colorOk.length);
  const sizeCount = new Int32Array(sizeOk.length);
  const catCount = new Int32Array(catOk.length);
  const lo = q.priceMin ?? -Infinity;
  const hi = q.priceMax ?? Infinity;
  let inColl: Uint8Array | null = null;
  if (q.collectionIds && !q.productIds && !q.slots) {
    inColl = new Uint8Array(Math.max(0, ...q.collectionIds) + 1);
    for (const c of q.collectionIds) if (c >= 0) inColl[c] = 1;
  }
  // Slots to visit: the ranked ids' (deduplicated), or every slot.
  let slots: Int32Array | null = q.slots ?? null;
  if (!slots && q.productIds) {
    const seen = new Set<number>();
    const list: number[] = [];
    for (const id of q.productIds) {
      const slot = m.slotOf.get(id);
      if (slot === undefined || seen.has(slot)) continue;
      seen.add(slot);
      list.push(slot);
    }
    slots = Int32Array.from(list);
  }
  const pass = scratchBytes('scan pass', m.size);
  const visit = slots ? slots.length : m.size;
  let total = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  for (let i = 0; i < visit; i++) {
    const s = slots ? slots[i]! : i;
    if (!m.alive[s]) continue;
    if (inColl && !inColl[m.collection[s]!]) continue;
    const cl = m.colorList[s]!;
    const sl = m.sizeList[s]!;
    const k = m.category[s]!;
    const price = m.price[s]!;
    const c = colorOk[cl]!;
    const z = sizeOk[sl]!;
    const g = catOk[k]!;
    const p = price >= lo && price <= hi ? 1 : 0;
    const st = !q.inStock || m.inStock[s] ? 1 : 0;
    if (z & g & p & st) colorCount[cl]!++;
    if (c & g & p & st) sizeCount[sl]!++;
    if (c & z & p & st) catCount[k]!++;
    if (c & z & g & st) {
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
      if (p) {
        pass[s] = 1;
        total++;
      }
    }
  }
  const ids: number[] = [];
  const end = q.offset + q.limit;
  let seen = 0;
  if (q.sort === 'relevance' && slots) {
    for (let i = 0; i < slots.length && seen < end; i++) {
      const s = slots[i]!;
      if (pass[s] && seen++ >= q.offset) ids.push(m.id[s]!);
    }
  } else {
    const ordered = (ORDERED as readonly string[]).includes(q.sort)
      ? (q.sort as OrderedSort)
      : 'featured';
    const order = m.orders[ordered];
    for (let i = 0; i < order.length && seen < end; i++) {
      const s = order[i]!;
      if (pass[s] && seen++ >= q.offset) ids.push(m.id[s]!);
    }
  }
  const categories: { value: string; count: number }[] = [];
  catCount.forEach((n, code) => {
    if (n > 0) categories.push({ value: m.categories.values[code]!, count: n });
  });
  return {
    ids,
    total,
    colors: expand(m.colorLists.values, colorCount),
    sizes: expand(m.sizeLists.values, sizeCount),
    categories,
    priceMin: priceMin === Infinity ? null : priceMin,
    priceMax: priceMax === -Infinity ? null : priceMax,
  };
}
