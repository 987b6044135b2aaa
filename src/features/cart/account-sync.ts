/**
 * The cart's mirror on the server for a signed-in customer (DESIGN.md section 3). The device's Dexie
 * `cart` stays the source of truth; `/api/account/cart` holds a copy so another device gets it. The copy
 * the server last confirmed is kept in localStorage (`account-mirror.cart`, tagged with a hash of the
 * session) as the base of the next start's merge, so a reload never counts a line twice; a new session
 * (no base) merges as a login does. The loop that runs this (debounce, online, 401) is src/app's.
 */
import { liveQuery } from 'dexie';
import type { AccountCart, AccountCartLine, Lang, VariantCheck } from '../../../contract/types';
import { isApiError } from '../../lib/api/errors';
import { db } from '../../lib/db/db';
import type { CartLineRow } from '../../lib/db/schema';
import { checkVariants, fetchAccountCart, putAccountCart } from './api';
import { mergeCartCopies, serverLinesOf, toMergeLines, type CopyMerge } from './account-sync-merge';
import { readLines } from './store';

const BASE_KEY = 'account-mirror.cart';

export type NamedConflict = CopyMerge['conflicts'][number] & { name: string };

export interface CartMirrorOptions {
  /** Tags the stored base with the session it belongs to (a hash, never the token). */
  sessionKey: string;
  lang: () => Lang;
  /**
   * Whether the session is still on. The start's merge checks it inside its transaction: a sign out
   * that landed while the server was being asked (its guest cart restored) must not be overwritten.
   */
  ongoing: () => boolean;
  /** Lines cut to stock by the login merge, with their product's name, for a screen to show. */
  onConflicts?: (conflicts: NamedConflict[]) => void;
}

function loadBase(sessionKey: string): AccountCartLine[] | null {
  try {
    const saved = JSON.parse(localStorage.getItem(BASE_KEY) ?? 'null') as {
      key: string;
      lines: AccountCartLine[];
    } | null;
    return saved?.key === sessionKey ? saved.lines : null;
  } catch {
    return null;
  }
}

/** Sign out: the copy of this customer's cart kept as the merge's base goes with the session. */
export function forgetMirrorBase(): void {
  try {
    localStorage.removeItem(BASE_KEY);
  } catch {
    // Nothing kept.
  }
}

function saveBase(sessionKey: string, lines: AccountCartLine[]): void {
  try {
    localStorage.setItem(BASE_KEY, JSON.stringify({ key: sessionKey, lines }));
  } catch {
    // Storage refused: the next start merges as a login would, which only risks adding quantities up.
  }
}

async function variantChecks(ids: string[], lang: Lang): Promise<Map<string, VariantCheck>> {
  return new Map((await checkVariants(ids, lang)).map((c) => [c.id, c]));
}

/** A row for a line only the server had: what the device needs to show it offline. */
function rowFrom(c: VariantCheck, quantity: number, addedAt: number): CartLineRow {
  const { product } = c;
  return {
    variantId: c.id,
    productId: c.product_id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    color: c.color,
    size: c.size,
    quantity,
    price: c.price,
    stock: c.stock,
    addedAt,
    check: null,
  };
}

/** Index-keyed 422 errors (`lines.3.variant_id`) name lines the server refuses; they stay on the device only. */
function refusedIndexes(error: unknown): Set<number> {
  if (!isApiError(error) || error.statusCode !== 422 || !error.errors) return new Set();
  return new Set(
    Object.keys(error.errors)
      .flatMap((k) => /^lines\.(\d+)\./.exec(k)?.[1] ?? [])
      .map(Number),
  );
}

export function createCartMirror(opts: CartMirrorOptions) {
  let confirmed: string | null = null;

  async function put(lines: AccountCartLine[]): Promise<void> {
    let body = lines;
    let answer: AccountCart;
    try {
      answer = await putAccountCart(body);
    } catch (error) {
      const refused = refusedIndexes(error);
      if (refused.size === 0) throw error;
      body = body.filter((_, i) => !refused.has(i));
      answer = await putAccountCart(body);
    }
    confirmed = JSON.stringify(lines);
    // An answer that arrives after sign out leaves nothing of the customer's behind.
    if (opts.ongoing()) saveBase(opts.sessionKey, answer.lines);
  }

  return {
    name: 'cart',

    /** GET the server copy, merge it into the device's cart, PUT the result. */
    async start(): Promise<void> {
      const server = (await fetchAccountCart()).lines;
      const local = await readLines();
      // A line the merge drops is gone from the device afterwards: its name is kept for the notice.
      const names = new Map(local.map((l) => [l.variantId, l.name]));
      const ids = [
        ...new Set([...local.map((l) => l.variantId), ...server.map((l) => l.variant_id)]),
      ];
      const checks = await variantChecks(ids, opts.lang());
      const base = loadBase(opts.sessionKey);
      let conflicts: CopyMerge['conflicts'] = [];
      let merged = false;
      await db.transaction('rw', db.cart, async () => {
        if (!opts.ongoing()) return;
        // Read again inside the transaction: a line added meanwhile (in any tab) is merged, not lost.
        const rows = await db.cart.orderBy('addedAt').toArray();
        const known = new Set(checks.keys());
        const serverLines = toMergeLines(server).filter((l) => known.has(l.variantId));
        const merge = mergeCartCopies(
          rows,
          serverLines,
          base && toMergeLines(base),
          (id) => checks.get(id)?.stock,
        );
        conflicts = merge.conflicts;
        const byId = new Map(rows.map((r) => [r.variantId, r]));
        const now = Date.now();
        const next = merge.lines.flatMap((l, i) => {
          const row = byId.get(l.variantId);
          if (row) return row.quantity === l.quantity ? [] : [{ ...row, quantity: l.quantity }];
          const check = checks.get(l.variantId);
          return check ? [rowFrom(check, l.quantity, now + i)] : [];
        });
        const keep = new Set(merge.lines.map((l) => l.variantId));
        await db.cart.bulkDelete(
          rows.filter((r) => !keep.has(r.variantId)).map((r) => r.variantId),
        );
        await db.cart.bulkPut(next);
        merged = true;
      });
      if (!merged) return;
      if (conflicts.length > 0)
        opts.onConflicts?.(
          conflicts.map((c) => ({
            ...c,
            name: checks.get(c.variantId)?.product.name ?? names.get(c.variantId) ?? '',
          })),
        );
      await put(serverLinesOf(await readLines()));
    },

    /** PUT the device's cart, unless the server already confirmed exactly this. */
    async push(): Promise<void> {
      const lines = serverLinesOf(await readLines());
      if (JSON.stringify(lines) === confirmed) return;
      await put(lines);
    },

    watch(onChange: () => void): () => void {
      const sub = liveQuery(() => db.cart.toArray()).subscribe({
        next: onChange,
        error: () => undefined,
      });
      return () => sub.unsubscribe();
    },
  };
}
