/**
 * The store settings form's state: every number as the text typed (so a half-typed value stays as it
 * is), amounts in the currency's major unit (`5.00` for 500 cents). toBody turns it back into what the
 * API takes; a text that is not a number is sent as null, and the server's 422 names the field.
 */
import type { StoreSettings, StoreSettingsBody } from '../../../contract/admin/settings-types';
import { currencyDigits } from '../../lib/money';

export interface MethodState {
  code: 'standard' | 'express';
  name_vi: string;
  name_en: string;
  price: string;
  min_days: string;
  max_days: string;
  enabled: boolean;
}

export interface StoreFormState {
  name: string;
  email: string;
  phone: string;
  address: string;
  free_shipping_threshold: string;
  methods: MethodState[];
  countries: string[];
  google_tag_id: string;
  low_stock_threshold: string;
  return_window_days: string;
}

export const amountText = (minor: number, digits: number) => (minor / 10 ** digits).toFixed(digits);

/** `12.5` → 1250 (two digits); null for anything not an amount with at most `digits` decimals. */
export function minorOf(text: string, digits: number): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(t)) return null;
  const [whole = '', part = ''] = t.split('.');
  if (part.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(part.padEnd(digits, '0') || '0');
}

/** A whole number typed, or null. */
export const countOf = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : null;

export function stateOf(s: StoreSettings): StoreFormState {
  const digits = currencyDigits(s.currency);
  return {
    name: s.name,
    email: s.contact.email,
    phone: s.contact.phone,
    address: s.contact.address,
    free_shipping_threshold: amountText(s.free_shipping_threshold, digits),
    methods: s.shipping_methods.map((m) => ({
      code: m.code,
      name_vi: m.name.vi,
      name_en: m.name.en,
      price: amountText(m.price, digits),
      min_days: String(m.min_days),
      max_days: String(m.max_days),
      enabled: m.enabled,
    })),
    countries: [...s.countries],
    google_tag_id: s.google_tag_id ?? '',
    low_stock_threshold: String(s.low_stock_threshold),
    return_window_days: String(s.return_window_days),
  };
}

export function toBody(f: StoreFormState, currency: string): StoreSettingsBody {
  const digits = currencyDigits(currency);
  // null stands for "not a number": the API refuses it at its field.
  return {
    name: f.name,
    contact: { email: f.email, phone: f.phone, address: f.address },
    free_shipping_threshold: minorOf(f.free_shipping_threshold, digits) as number,
    shipping_methods: f.methods.map((m) => ({
      code: m.code,
      name: { vi: m.name_vi, en: m.name_en },
      price: minorOf(m.price, digits) as number,
      min_days: countOf(m.min_days) as number,
      max_days: countOf(m.max_days) as number,
      enabled: m.enabled,
    })),
    countries: f.countries,
    google_tag_id: f.google_tag_id.trim() || null,
    low_stock_threshold: countOf(f.low_stock_threshold) as number,
    return_window_days: countOf(f.return_window_days) as number,
  };
}

/** Every field path the form shows an error at, with its input's DOM id, in the form's order. */
export function fieldsOf(f: StoreFormState): [string, string][] {
  const out: [string, string][] = [
    ['name', 'store-name'],
    ['contact.email', 'store-email'],
    ['contact.phone', 'store-phone'],
    ['contact.address', 'store-address'],
    ['free_shipping_threshold', 'store-free-shipping'],
    ['shipping_methods', 'store-methods'],
  ];
  f.methods.forEach((_, i) => {
    for (const [key, dom] of [
      ['name.vi', 'name-vi'],
      ['name.en', 'name-en'],
      ['price', 'price'],
      ['min_days', 'min-days'],
      ['max_days', 'max-days'],
    ])
      out.push([`shipping_methods.${i}.${key}`, `method-${i}-${dom}`]);
  });
  out.push(
    ['countries', 'store-countries'],
    ['google_tag_id', 'store-tag'],
    ['low_stock_threshold', 'store-low-stock'],
    ['return_window_days', 'store-return-window'],
  );
  return out;
}
