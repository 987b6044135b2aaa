/** Reading and writing the draft by the API's field paths (`email`, `shipping_address.city`, ...). */
import type { CheckoutDraftRow } from '../../lib/db/schema';
import type { DraftChange } from './use-draft';
import type { AddressField } from './validation';

const ADDRESS_PREFIX = 'shipping_address.';

export function fieldValue(draft: CheckoutDraftRow, path: string): string {
  if (path.startsWith(ADDRESS_PREFIX))
    return draft.shipping_address[path.slice(ADDRESS_PREFIX.length) as AddressField] ?? '';
  if (path === 'email') return draft.email;
  if (path === 'shipping_method') return draft.shipping_method ?? '';
  if (path === 'payment_method') return draft.payment_method ?? '';
  return '';
}

/** The change that sets one field; empty for a path the form does not hold. */
export function fieldChange(draft: CheckoutDraftRow, path: string, value: string): DraftChange {
  if (path.startsWith(ADDRESS_PREFIX)) {
    const key = path.slice(ADDRESS_PREFIX.length) as AddressField;
    return { shipping_address: { ...draft.shipping_address, [key]: value } };
  }
  if (path === 'email') return { email: value };
  if (path === 'shipping_method')
    return { shipping_method: value === 'standard' || value === 'express' ? value : null };
  if (path === 'payment_method')
    return { payment_method: value === 'cod' || value === 'card' ? value : null };
  return {};
}

/** The DOM id of the control that shows a field path (`shipping_address.city` → `checkout-shipping_address-city`). */
export const fieldId = (path: string) => `checkout-${path.replace(/\./g, '-')}`;

/** Moves focus to a field's control: the input itself, or a radio group's checked (else first) radio. */
export function focusField(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const target =
    el instanceof HTMLInputElement
      ? el
      : (el.querySelector<HTMLInputElement>('input:checked') ?? el.querySelector('input'));
  target?.focus();
}
