/**
 * The admin API's store settings and a member's sign-out everywhere (issue 39); spread into the table
 * in endpoints.ts. Settings are the owner's; signing a member out everywhere is `staff` at the guard
 * because a member may do it for themself: the handler refuses (403) anyone else's unless an owner asks.
 * Both are audited.
 */
import type { AdminEndpoint } from './endpoint';
import { StaffIdParamSchema } from './inputs';
import * as input from './settings-inputs';
import * as shape from './settings-shapes';

export const settingsEndpoints = {
  storeSettings: {
    method: 'GET',
    route: '/api/admin/settings/store',
    answer: shape.StoreSettingsSchema,
    role: 'owner',
  },
  saveStoreSettings: {
    method: 'PUT',
    route: '/api/admin/settings/store',
    body: input.StoreSettingsBodySchema,
    answer: shape.StoreSettingsSchema,
    role: 'owner',
  },
  /** Ends every staff session of the member (theirs, or anyone's for an owner); the caller's too if theirs. */
  signOutEverywhere: {
    method: 'POST',
    route: '/api/admin/staff/:id/sign-out',
    params: { id: StaffIdParamSchema },
    answer: shape.SignedOutSchema,
    role: 'staff',
    beforeTotp: true,
  },
} as const satisfies Record<string, AdminEndpoint>;
