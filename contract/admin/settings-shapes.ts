/** What the owner's store settings answer (issue 39): the same fields the save takes, as stored. */
import * as v from 'valibot';

export const StoreShippingMethodSchema = v.object({
  code: v.picklist(['standard', 'express']),
  name: v.object({ vi: v.string(), en: v.string() }),
  price: v.number(),
  min_days: v.number(),
  max_days: v.number(),
  enabled: v.boolean(),
});

export const StoreSettingsSchema = v.object({
  name: v.string(),
  contact: v.object({ email: v.string(), phone: v.string(), address: v.string() }),
  free_shipping_threshold: v.number(),
  shipping_methods: v.array(StoreShippingMethodSchema),
  /** Country codes, from SHOP_COUNTRIES. */
  countries: v.array(v.string()),
  google_tag_id: v.nullable(v.string()),
  low_stock_threshold: v.number(),
  return_window_days: v.number(),
  /** The shop's currency (not editable: every price is in it). */
  currency: v.string(),
});

export const SignedOutSchema = v.object({ sessions_ended: v.number() });
