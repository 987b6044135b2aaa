/**
 * A signed-in customer's checkout starts filled in: the account's email and its default address go into
 * the fields that are still empty, once, when the draft has been read. What the shopper typed (or a
 * restored draft held) is never overwritten. Where the values come from is the page's business (the
 * account feature), handed in as `load`.
 */
import { useEffect } from 'react';
import type { Address } from '../../../contract/types';
import type { CheckoutDraftRow } from '../../lib/db/schema';
import type { DraftChange, DraftHandle } from './use-draft';

export interface CheckoutPrefill {
  email: string | null;
  address: Address | null;
}

const isBlank = (address: Address) => Object.values(address).every((v) => v.trim() === '');

/** The change that fills the draft's empty parts from `prefill` ({} when nothing is empty). */
export function prefillChange(draft: CheckoutDraftRow, prefill: CheckoutPrefill): DraftChange {
  return {
    ...(draft.email.trim() === '' && prefill.email ? { email: prefill.email } : {}),
    ...(prefill.address && isBlank(draft.shipping_address)
      ? { shipping_address: { ...prefill.address } }
      : {}),
  };
}

export function usePrefill(handle: DraftHandle, load?: () => Promise<CheckoutPrefill | null>) {
  const token = handle.draft?.token;
  const { update, current } = handle;
  useEffect(() => {
    if (!token || !load) return;
    let cancelled = false;
    load()
      .then((prefill) => {
        const draft = current();
        if (cancelled || !prefill || !draft) return;
        const change = prefillChange(draft, prefill);
        if (Object.keys(change).length > 0) update(change);
      })
      .catch(() => undefined); // no prefill: the shopper types as a guest would
    return () => {
      cancelled = true;
    };
  }, [token, load, update, current]);
}
