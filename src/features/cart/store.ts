/**
 * The cart's storage: the Dexie `cart` table is the source of truth, shared by every tab (they read it
 * live). Each change reads the lines, applies a pure rule from cart-lines.ts and writes what changed,
 * all in one transaction, so two tabs editing at once never lose a line. If the device refuses the
 * write (storage full, or the db closed by a newer tab) the cart is kept in memory for this tab,
 * listeners hear why, and the next change tries to write it all back.
 */
import { db } from '../../lib/db/db';
import { wasKept } from '../../lib/kept-parts';
import type { CartLineRow } from '../../lib/db/schema';
import { setCartCount } from './cart-count';
import {
  acceptCheck,
  cartCount,
  addToLines,
  applyChecks,
  replaceLineVariant,
  restoreLine,
  setLineQuantity,
  type AddResult,
} from './cart-lines';
import type { VariantCheck } from '../../../contract/types';

type Rule = (lines: CartLineRow[]) => CartLineRow[];
export type StorageProblem = 'quota' | 'unavailable';

let memory: CartLineRow[] | null = null;
/** The lines this tab last saw, the base of the in-memory cart if the db cannot even be read. */
let lastSeen: CartLineRow[] = [];
/** Whether this tab has changed the cart since it started (lastSeen is then what it wrote). */
let wrote = false;
const memoryListeners = new Set<() => void>();
const errorListeners = new Set<(problem: StorageProblem) => void>();

const byAdded = (a: CartLineRow, b: CartLineRow) => a.addedAt - b.addedAt;

// A tap on add to cart or the cart button kept before the app started (decision 030): the database opens now, beside the
// app's start, not once the tap is replayed (on a new phone, creating it takes a few hundred
// milliseconds). A shopper who has not tapped does not pay for it (decision 021).
if (wasKept('cart')) db.open().catch(() => {});

export function readLines(): Promise<CartLineRow[]> {
  return db.cart.orderBy('addedAt').toArray();
}

async function mutate(rule: Rule): Promise<CartLineRow[]> {
  let result: CartLineRow[] = [];
  try {
    await db.transaction('rw', db.cart, async () => {
      const stored = await db.cart.toArray();
      const base = memory ?? stored;
      const next = rule([...base].sort(byAdded));
      const keep = new Set(next.map((l) => l.variantId));
      await db.cart.bulkDelete(
        stored.filter((l) => !keep.has(l.variantId)).map((l) => l.variantId),
      );
      await db.cart.bulkPut(memory ? next : next.filter((l) => !base.includes(l)));
      result = next;
    });
    if (memory) setMemory(null);
  } catch (error) {
    const base = memory ?? (await readLines().catch(() => lastSeen));
    result = rule([...base].sort(byAdded));
    setMemory(result);
    const problem: StorageProblem = isQuotaError(error) ? 'quota' : 'unavailable';
    for (const listener of errorListeners) listener(problem);
  }
  lastSeen = result;
  wrote = true;
  // The header badge reads this mirror at start instead of opening the database (cart-count.ts).
  setCartCount(cartCount(result));
  return result;
}

function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

function setMemory(lines: CartLineRow[] | null): void {
  memory = lines;
  for (const listener of memoryListeners) listener();
}

let persistAsked = false;
/** After the first add, ask the browser not to evict the cart under storage pressure (once per start). */
function askPersist(): void {
  if (persistAsked) return;
  persistAsked = true;
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}

export async function addToCart(
  incoming: CartLineRow,
  quantity: number,
): Promise<Omit<AddResult, 'lines'>> {
  let outcome: Omit<AddResult, 'lines'> = { quantity: 0, capped: true };
  await mutate((lines) => {
    const { lines: next, ...rest } = addToLines(lines, incoming, quantity);
    outcome = rest;
    return next;
  });
  if (outcome.quantity > 0) askPersist();
  return outcome;
}

export const updateQuantity = (variantId: string, quantity: number) =>
  mutate((lines) => setLineQuantity(lines, variantId, quantity));

/** Removes a line and answers it, so an undo can put it back. */
export async function removeFromCart(variantId: string): Promise<CartLineRow | undefined> {
  let removed: CartLineRow | undefined;
  await mutate((lines) => {
    removed = lines.find((l) => l.variantId === variantId);
    return lines.filter((l) => l.variantId !== variantId);
  });
  return removed;
}

export const undoRemove = (row: CartLineRow) => mutate((lines) => restoreLine(lines, row));
export const changeVariant = (oldId: string, incoming: CartLineRow, quantity: number) =>
  mutate((lines) => replaceLineVariant(lines, oldId, incoming, quantity));
export const recordChecks = (checks: VariantCheck[], asked: readonly string[]) =>
  mutate((lines) => applyChecks(lines, checks, asked));
export const acceptLineCheck = (variantId: string) =>
  mutate((lines) => acceptCheck(lines, variantId));
export const clearCart = () => mutate(() => []);
/** The cart becomes exactly `rows` (sign out puts back the guest's cart from before sign-in). */
export const replaceCart = (rows: readonly CartLineRow[]) => mutate(() => [...rows]);

/**
 * The lines this tab's last change left, or undefined before it made one: what a cart view mounted
 * right after an add shows until its own read of the database comes (add to cart opens the drawer
 * once the write committed, and the drawer's first read was one more transaction before the line).
 */
export function linesThisTabWrote(): CartLineRow[] | undefined {
  return wrote ? lastSeen : undefined;
}

/** The in-memory cart while the device refuses writes; null when Dexie holds the truth. */
export function getMemoryCart(): CartLineRow[] | null {
  return memory;
}

export function subscribeMemoryCart(listener: () => void): () => void {
  memoryListeners.add(listener);
  return () => memoryListeners.delete(listener);
}

export function onCartStorageProblem(listener: (problem: StorageProblem) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Tests only: forget the in-memory state between cases. */
export function resetCartMemory(): void {
  memory = null;
  lastSeen = [];
  wrote = false;
  persistAsked = false;
}
