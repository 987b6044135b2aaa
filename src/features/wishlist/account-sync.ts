/**
 * The wishlist's mirror on the server for a signed-in customer. The device's Dexie `wishlist` stays
 * the source of truth; `/api/account/wishlist` holds a copy for the customer's other devices. The ids the
 * server last confirmed are kept in localStorage (`account-mirror.wishlist`, tagged with a hash of the
 * session), so a product removed here while offline is not brought back by the next start's merge:
 * with no base (a new session) the two lists are joined; with one, a removal on either side counts.
 */
import { liveQuery } from 'dexie';
import { MAX_WISHLIST } from '../../../contract/api/limits';
import type { Lang, ProductCard } from '../../../contract/types';
import { isApiError } from '../../lib/api/errors';
import { db } from '../../lib/db/db';
import { fetchAccountWishlist, putAccountWishlist } from './api';
import { readWishlist } from './store';

const BASE_KEY = 'account-mirror.wishlist';

export interface WishlistMirrorOptions {
  sessionKey: string;
  lang: () => Lang;
  /** Whether the session is still on: the start's merge writes nothing once a sign out has begun. */
  ongoing: () => boolean;
}

function loadBase(sessionKey: string): string[] | null {
  try {
    const saved = JSON.parse(localStorage.getItem(BASE_KEY) ?? 'null') as {
      key: string;
      ids: string[];
    } | null;
    return saved?.key === sessionKey ? saved.ids : null;
  } catch {
    return null;
  }
}

/** Sign out: the copy of this customer's wishlist kept as the merge's base goes with the session. */
export function forgetMirrorBase(): void {
  try {
    localStorage.removeItem(BASE_KEY);
  } catch {
    // Nothing kept.
  }
}

function saveBase(sessionKey: string, ids: string[]): void {
  try {
    localStorage.setItem(BASE_KEY, JSON.stringify({ key: sessionKey, ids }));
  } catch {
    // Storage refused: the next start joins the lists, which only risks bringing back a removed product.
  }
}

/** Which products the merged list holds: all of both sides, less what either side removed since the base. */
export function mergeWishlistIds(
  local: readonly string[],
  server: readonly string[],
  base: readonly string[] | null,
): Set<string> {
  const [l, s] = [new Set(local), new Set(server)];
  const b = new Set(base ?? []);
  return new Set([...l, ...s].filter((id) => (l.has(id) && s.has(id)) || !b.has(id)));
}

function refusedIndexes(error: unknown): Set<number> {
  if (!isApiError(error) || error.statusCode !== 422 || !error.errors) return new Set();
  return new Set(
    Object.keys(error.errors)
      .flatMap((k) => /^product_ids\.(\d+)$/.exec(k)?.[1] ?? [])
      .map(Number),
  );
}

export function createWishlistMirror(opts: WishlistMirrorOptions) {
  let confirmed: string | null = null;

  async function put(ids: string[]): Promise<void> {
    let answer: ProductCard[];
    try {
      answer = await putAccountWishlist(ids, opts.lang());
    } catch (error) {
      const refused = refusedIndexes(error);
      if (refused.size === 0) throw error;
      answer = await putAccountWishlist(
        ids.filter((_, i) => !refused.has(i)),
        opts.lang(),
      );
    }
    confirmed = JSON.stringify(ids);
    // An answer that arrives after sign out leaves nothing of the customer's behind.
    if (opts.ongoing())
      saveBase(
        opts.sessionKey,
        answer.map((c) => c.id),
      );
  }

  const localIds = async () => (await readWishlist()).map((r) => r.id).slice(0, MAX_WISHLIST); // the most the server keeps

  return {
    name: 'wishlist',

    /** GET the server copy, merge it into the device's wishlist (fresh cards win), PUT the result. */
    async start(): Promise<void> {
      const server = await fetchAccountWishlist(opts.lang());
      const base = loadBase(opts.sessionKey);
      let merged = false;
      await db.transaction('rw', db.wishlist, async () => {
        if (!opts.ongoing()) return;
        const rows = await db.wishlist.toArray();
        const keep = mergeWishlistIds(
          rows.map((r) => r.id),
          server.map((c) => c.id),
          base,
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        const now = Date.now();
        await db.wishlist.bulkDelete(rows.filter((r) => !keep.has(r.id)).map((r) => r.id));
        // Server-only products keep the server's order (newest first) just ahead of the device's own.
        await db.wishlist.bulkPut(
          server
            .filter((c) => keep.has(c.id))
            .map((c, i) => ({ ...c, addedAt: byId.get(c.id)?.addedAt ?? now - i })),
        );
        merged = true;
      });
      if (!merged) return;
      await put(await localIds());
    },

    async push(): Promise<void> {
      const ids = await localIds();
      if (JSON.stringify(ids) === confirmed) return;
      await put(ids);
    },

    watch(onChange: () => void): () => void {
      const sub = liveQuery(() => db.wishlist.toArray()).subscribe({
        next: onChange,
        error: () => undefined,
      });
      return () => sub.unsubscribe();
    },
  };
}
