/** Types of the store settings' admin endpoints (settings-shapes.ts, settings-inputs.ts). */
import type * as v from 'valibot';
import type * as i from './settings-inputs';
import type * as s from './settings-shapes';

export type StoreSettings = v.InferOutput<typeof s.StoreSettingsSchema>;
export type StoreShippingMethod = v.InferOutput<typeof s.StoreShippingMethodSchema>;
export type StoreSettingsBody = v.InferInput<typeof i.StoreSettingsBodySchema>;
export type SignedOut = v.InferOutput<typeof s.SignedOutSchema>;
