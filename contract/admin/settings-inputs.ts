/**
 * What the owner's store settings take (issue 39), as valibot schemas answering message ids by field
 * (messages.ts SETTINGS_ERRORS): the shop's name and contact, shipping (threshold, the two methods,
 * countries), the Google tag id, the low-stock threshold and the return window. The checks that read
 * two fields (delivery days in order, one method left on) are here too, forwarded to their field.
 */
import * as v from 'valibot';
import { field } from '../api/inputs';
import { RETURN_WINDOW_DAYS } from '../api/limits';
import { SHIPPING_METHOD_CODES } from './order-inputs';
import type { AdminErrorId } from './messages';

// @__NO_SIDE_EFFECTS__
const id = (msg: AdminErrorId) => msg;

/** The spec's countries (section 5: the checkout's choices), the only ones the owner picks from. */
export const SHOP_COUNTRIES = [
  { code: 'US', name: { vi: 'Hoa Kỳ', en: 'United States' } },
  { code: 'SG', name: { vi: 'Singapore', en: 'Singapore' } },
  { code: 'MY', name: { vi: 'Malaysia', en: 'Malaysia' } },
  { code: 'VN', name: { vi: 'Việt Nam', en: 'Vietnam' } },
  { code: 'ID', name: { vi: 'Indonesia', en: 'Indonesia' } },
  { code: 'RU', name: { vi: 'Nga', en: 'Russia' } },
] as const;
export const SHOP_COUNTRY_CODES = SHOP_COUNTRIES.map((c) => c.code);

export const SETTINGS_LIMITS = {
  name: 80,
  email: 254,
  phone: 40,
  address: 200,
  method_name: 60,
  /** Minor units: $100,000 for a threshold, $10,000 for a shipping price. */
  threshold: 10_000_000,
  price: 1_000_000,
  days: 60,
  low_stock: 1_000,
  return_window: 365,
} as const;
export { RETURN_WINDOW_DAYS };

/** A Google tag id: `G-` (Analytics 4), `AW-` (Ads) or `GT-`, then letters and digits. */
export const GOOGLE_TAG_RE = /^(?:G|AW|GT)-[A-Z0-9]{4,20}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A trimmed text, required, at most `max` characters. */
// @__NO_SIDE_EFFECTS__
const text = (max: number) =>
  field(
    v.pipe(
      v.string(id('admin.errors.required')),
      v.trim(),
      v.nonEmpty(id('admin.errors.required')),
      v.maxLength(max, id('admin.errors.too_long')),
    ),
  );

/** A whole number from `min` to `max`; anything else is `message`. */
// @__NO_SIDE_EFFECTS__
const whole = (min: number, max: number, message: AdminErrorId) =>
  field(
    v.pipe(
      v.number(message),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
  );

const L = SETTINGS_LIMITS;

export const ShippingMethodBodySchema = v.pipe(
  v.object({
    code: field(v.picklist(SHIPPING_METHOD_CODES, id('admin.errors.invalid'))),
    name: v.object({ vi: text(L.method_name), en: text(L.method_name) }),
    price: whole(0, L.price, id('settings.errors.amount_invalid')),
    min_days: whole(0, L.days, id('settings.errors.days_invalid')),
    max_days: whole(0, L.days, id('settings.errors.days_invalid')),
    enabled: field(v.boolean(id('admin.errors.invalid'))),
  }),
  v.forward(
    v.check((m) => m.max_days >= m.min_days, id('settings.errors.days_order')),
    ['max_days'],
  ),
);

export const StoreSettingsBodySchema = v.pipe(
  v.object({
    name: text(L.name),
    contact: v.object({
      email: field(
        v.pipe(
          v.string(id('settings.errors.email_invalid')),
          v.trim(),
          v.toLowerCase(),
          v.nonEmpty(id('admin.errors.required')),
          v.maxLength(L.email, id('settings.errors.email_invalid')),
          v.regex(EMAIL_RE, id('settings.errors.email_invalid')),
        ),
      ),
      phone: field(
        v.pipe(
          v.string(id('admin.errors.required')),
          v.trim(),
          v.nonEmpty(id('admin.errors.required')),
          v.maxLength(L.phone, id('admin.errors.too_long')),
          v.regex(/^\+?[\d\s().-]{6,}$/, id('settings.errors.phone_invalid')),
        ),
      ),
      address: text(L.address),
    }),
    free_shipping_threshold: whole(0, L.threshold, id('settings.errors.amount_invalid')),
    /** Both methods, each once (standard and express are what checkout knows), at least one on. */
    shipping_methods: v.pipe(
      v.array(ShippingMethodBodySchema, id('admin.errors.invalid')),
      v.check(
        (ms) =>
          ms.length === SHIPPING_METHOD_CODES.length &&
          SHIPPING_METHOD_CODES.every((c) => ms.some((m) => m.code === c)),
        id('admin.errors.invalid'),
      ),
      v.check((ms) => ms.some((m) => m.enabled), id('settings.errors.method_required')),
    ),
    countries: field(
      v.pipe(
        v.array(v.string(id('settings.errors.country_unknown')), id('admin.errors.invalid')),
        v.check(
          (cs) => cs.every((c) => (SHOP_COUNTRY_CODES as readonly string[]).includes(c)),
          id('settings.errors.country_unknown'),
        ),
        v.minLength(1, id('settings.errors.country_required')),
        v.transform((cs) => SHOP_COUNTRY_CODES.filter((c) => cs.includes(c))),
      ),
    ),
    /** null (or '') leaves the tag to the GOOGLE_ADS_ID environment variable, or off. */
    google_tag_id: field(
      v.pipe(
        v.nullish(v.string(id('settings.errors.tag_invalid')), null),
        v.transform((s) => (s === null ? '' : s.trim().toUpperCase())),
        v.check((s) => s === '' || GOOGLE_TAG_RE.test(s), id('settings.errors.tag_invalid')),
        v.transform((s) => s || null),
      ),
    ),
    low_stock_threshold: whole(0, L.low_stock, id('settings.errors.count_invalid')),
    return_window_days: whole(1, L.return_window, id('settings.errors.days_invalid')),
  }),
);
