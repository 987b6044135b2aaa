/**
 * The owner's store settings as stored rows read (issue 39): missing rows and fields as the defaults
 * (store-defaults.ts; the return window as RETURN_WINDOW_DAYS, the methods' names as the storefront's
 * own texts for them). Shared by the storefront's readSettings and the back office's screen.
 */
import { RETURN_WINDOW_DAYS } from '../../../contract/api/limits';
import type { StoreSettings, StoreShippingMethod } from '../../../contract/admin/settings-types';
import { STORE_DEFAULTS } from '../store-defaults';

export type Stored = Record<string, unknown>;

/** The methods' names before the owner writes their own: the checkout's texts for them. */
export const DEFAULT_METHOD_NAMES = {
  standard: { vi: 'Giao hàng tiêu chuẩn', en: 'Standard' },
  express: { vi: 'Giao hàng nhanh', en: 'Express' },
} as const;

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** A stored method list as the screen edits it: both codes, a method never stored as its default. */
export function methodsOf(stored: unknown): StoreShippingMethod[] {
  const list = Array.isArray(stored) ? (stored as Partial<StoreShippingMethod>[]) : [];
  return STORE_DEFAULTS.shipping_methods.map((d) => {
    const m = list.find((x) => x?.code === d.code);
    return {
      code: d.code,
      name: {
        vi: m?.name?.vi || DEFAULT_METHOD_NAMES[d.code].vi,
        en: m?.name?.en || DEFAULT_METHOD_NAMES[d.code].en,
      },
      price: num(m?.price, d.price),
      min_days: num(m?.min_days, d.min_days),
      max_days: num(m?.max_days, d.max_days),
      // A method stored before it could be turned off (or a list without it) is on as it was.
      enabled: m ? m.enabled !== false : !Array.isArray(stored),
    };
  });
}

export function settingsOf(stored: Stored): StoreSettings {
  const contact = (stored.contact ?? {}) as Partial<StoreSettings['contact']>;
  const countries = Array.isArray(stored.countries)
    ? (stored.countries as { code?: unknown }[]).map((c) => String(c?.code ?? c))
    : STORE_DEFAULTS.countries.map((c) => c.code);
  const tag = stored.google_tag_id;
  return {
    name: typeof stored.name === 'string' ? stored.name : STORE_DEFAULTS.name,
    contact: { ...STORE_DEFAULTS.contact, ...contact },
    free_shipping_threshold: num(
      stored.free_shipping_threshold,
      STORE_DEFAULTS.free_shipping_threshold,
    ),
    shipping_methods: methodsOf(stored.shipping_methods),
    countries,
    google_tag_id: typeof tag === 'string' && tag ? tag : null,
    low_stock_threshold: num(stored.low_stock_threshold, STORE_DEFAULTS.low_stock_threshold),
    return_window_days: num(stored.return_window_days, RETURN_WINDOW_DAYS),
    currency: typeof stored.currency === 'string' ? stored.currency : STORE_DEFAULTS.currency,
  };
}
