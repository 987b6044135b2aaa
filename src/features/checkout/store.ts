/**
 * The checkout form on this device: one Dexie `checkouts` row per checkout token, written as the shopper
 * types (use-draft.ts debounces and flushes on blur and step change), so a reload, a crash or a lost
 * connection loses nothing, and reopening `/checkout/{token}` restores the form and the step.
 *
 * A new token (each press of Checkout in the cart makes one) starts from the shopper's latest draft, so
 * going back to the cart and on to checkout again does not blank what they typed. A placed order's draft
 * is deleted: its token is spent. If the device refuses the write, the form still works for this tab;
 * a failed save is only logged, never shown: the shopper can go on and place the order.
 */
import { EMPTY_ADDRESS } from '../../../contract/empty-address';
import { db } from '../../lib/db/db';
import type { CheckoutDraftRow } from '../../lib/db/schema';

/** Drafts kept on the device; older ones (abandoned checkouts) are pruned when a new one starts. */
export const MAX_DRAFTS = 10;

export function emptyDraft(token: string, now = Date.now()): CheckoutDraftRow {
  return {
    token,
    email: '',
    shipping_address: { ...EMPTY_ADDRESS },
    // Standard is what most shoppers pick, and it is free from the threshold: one tap fewer.
    shipping_method: 'standard',
    payment_method: null,
    discount_code: '',
    step: 'information',
    updatedAt: now,
  };
}

export function readDraft(token: string): Promise<CheckoutDraftRow | undefined> {
  return db.checkouts.get(token);
}

/** The token's draft; for a new token, a fresh one filled from the latest draft (not yet saved). */
export async function openDraft(token: string, now = Date.now()): Promise<CheckoutDraftRow> {
  const saved = await readDraft(token);
  if (saved) return saved;
  const latest = await db.checkouts.orderBy('updatedAt').last();
  const fresh = emptyDraft(token, now);
  if (!latest) return fresh;
  return {
    ...fresh,
    email: latest.email,
    shipping_address: { ...latest.shipping_address },
    shipping_method: latest.shipping_method ?? fresh.shipping_method,
    payment_method: latest.payment_method,
  };
}

export async function saveDraft(row: CheckoutDraftRow, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.checkouts, async () => {
    const isNew = (await db.checkouts.get(row.token)) === undefined;
    await db.checkouts.put({ ...row, updatedAt: now });
    if (isNew) await pruneDrafts();
  });
}

async function pruneDrafts(): Promise<void> {
  const old = await db.checkouts.orderBy('updatedAt').reverse().offset(MAX_DRAFTS).primaryKeys();
  if (old.length > 0) await db.checkouts.bulkDelete(old);
}

export function deleteDraft(token: string): Promise<void> {
  return db.checkouts.delete(token);
}
