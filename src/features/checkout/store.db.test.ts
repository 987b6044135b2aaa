import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import { MAX_DRAFTS, deleteDraft, emptyDraft, openDraft, readDraft, saveDraft } from './store';

const token = (n: number) => `token_${String(n).padStart(16, '0')}`;

beforeEach(async () => {
  await db.checkouts.clear();
});

describe('checkout drafts in Dexie', () => {
  it('a saved draft opens as it was, step included', async () => {
    const draft = { ...emptyDraft(token(1)), email: 'lan@example.com', step: 'payment' as const };
    await saveDraft(draft, 1000);
    expect(await openDraft(token(1))).toEqual({ ...draft, updatedAt: 1000 });
  });

  it('a new token starts from the latest draft (contact, address, methods), not its code or step', async () => {
    await saveDraft({ ...emptyDraft(token(1)), email: 'old@example.com' }, 1000);
    const latest = {
      ...emptyDraft(token(2)),
      email: 'lan@example.com',
      shipping_address: { ...emptyDraft(token(2)).shipping_address, city: 'Hanoi' },
      shipping_method: 'express' as const,
      payment_method: 'cod' as const,
      discount_code: 'WELCOME10',
      step: 'review' as const,
    };
    await saveDraft(latest, 2000);
    const fresh = await openDraft(token(3), 3000);
    expect(fresh).toMatchObject({
      token: token(3),
      email: 'lan@example.com',
      shipping_address: { city: 'Hanoi' },
      shipping_method: 'express',
      payment_method: 'cod',
      discount_code: '',
      step: 'information',
    });
    // Not stored until the shopper changes something.
    expect(await readDraft(token(3))).toBeUndefined();
  });

  it('with no draft at all, a new token starts empty at information with standard shipping', async () => {
    expect(await openDraft(token(1), 5)).toEqual(emptyDraft(token(1), 5));
    expect(emptyDraft(token(1)).shipping_method).toBe('standard');
  });

  it(`keeps the ${MAX_DRAFTS} newest drafts when a new one is saved`, async () => {
    for (let i = 0; i <= MAX_DRAFTS; i++) await saveDraft(emptyDraft(token(i)), 1000 + i);
    const kept = await db.checkouts.orderBy('updatedAt').primaryKeys();
    expect(kept).toHaveLength(MAX_DRAFTS);
    expect(kept).not.toContain(token(0));
    expect(kept).toContain(token(MAX_DRAFTS));
  });

  it('saving an existing draft again prunes nothing, and a placed order deletes its draft', async () => {
    for (let i = 0; i < MAX_DRAFTS; i++) await saveDraft(emptyDraft(token(i)), 1000 + i);
    await saveDraft(emptyDraft(token(0)), 5000);
    expect(await db.checkouts.count()).toBe(MAX_DRAFTS);
    await deleteDraft(token(0));
    expect(await readDraft(token(0))).toBeUndefined();
  });
});
