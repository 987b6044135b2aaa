/** The choices the form offers, read from store info: shipping methods with their price (countries: lib/country-options.ts). */
import type { Snapshot } from 'valtio';
import type { ShippingMethodCode, StoreInfo } from '../../../contract/types';

/** Store info as the valtio state hands it out (read-only). */
type Info = Snapshot<StoreInfo> | null;

export interface ShippingOption {
  code: ShippingMethodCode;
  /** Minor units; null while store info is unknown (the server still prices the order). */
  price: number | null;
  minDays: number;
  maxDays: number;
  /** The owner's name for it in each language (issue 39); absent: the app's own text. */
  name?: { vi: string; en: string } | undefined;
}

// The spec's delivery times (section 9), shown when store info has not arrived.
const FALLBACK: ShippingOption[] = [
  { code: 'standard', price: null, minDays: 3, maxDays: 5 },
  { code: 'express', price: null, minDays: 1, maxDays: 2 },
];

/**
 * Store info's methods and prices, standard at 0 once the subtotal after discount reaches the free
 * shipping threshold (API.md: the rule the server applies to the order).
 */
export function shippingOptions(info: Info, subtotalAfterDiscount: number): ShippingOption[] {
  if (!info || info.shipping_methods.length === 0) return FALLBACK;
  const threshold = info.free_shipping_threshold;
  const free = threshold > 0 && subtotalAfterDiscount >= threshold;
  return info.shipping_methods.map((m): ShippingOption => ({
    code: m.code,
    price: m.code === 'standard' && free ? 0 : m.price,
    minDays: m.min_days,
    maxDays: m.max_days,
    name: m.name,
  }));
}
