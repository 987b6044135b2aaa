/**
 * The admin API (`/api/admin/*`, issue 37) as one typed table, like the storefront's (api/endpoints.ts):
 * for every endpoint its method, route, schemas, and the least role that may call it. The server
 * mounts each endpoint through server/admin/route.ts, which puts that role's guard in front of it, so
 * an endpoint cannot be served unguarded; a test walks this table (401 without a staff session or with
 * a customer's, 403 below the role). Only the sign-in steps are `public`.
 */
import type { AdminEndpoint } from './endpoint';
import { catalogEndpoints } from './catalog-endpoints';
import { contentEndpoints } from './content-endpoints';
import { csvEndpoints } from './csv-endpoints';
import { customerEndpoints } from './customer-endpoints';
import { orderEndpoints } from './order-endpoints';
import { mailEndpoints } from './mail-endpoints';
import { discountEndpoints } from './discount-endpoints';
import { pictureEndpoints } from './picture-endpoints';
import { returnEndpoints } from './return-endpoints';
import { settingsEndpoints } from './settings-endpoints';
import * as input from './inputs';
import * as shape from './shapes';

export type { AdminEndpoint } from './endpoint';

export const ADMIN_PREFIX = '/api/admin';

const staffId = { id: input.StaffIdParamSchema };

/** Sign-in, the signed-in member, staff, security settings and the audit log. */
export const staffEndpoints = {
  signIn: {
    method: 'POST',
    route: '/api/admin/auth/sign-in',
    body: input.SignInBodySchema,
    answer: shape.SignInResultSchema,
    role: 'public',
  },
  signInCode: {
    method: 'POST',
    route: '/api/admin/auth/code',
    body: input.SignInCodeBodySchema,
    answer: shape.SessionResultSchema,
    role: 'public',
  },
  setPassword: {
    method: 'POST',
    route: '/api/admin/auth/password',
    body: input.SetPasswordBodySchema,
    answer: shape.SignInResultSchema,
    role: 'public',
  },
  signOut: {
    method: 'POST',
    route: '/api/admin/auth/sign-out',
    status: 204,
    role: 'staff',
    beforeTotp: true,
  },
  me: {
    method: 'GET',
    route: '/api/admin/me',
    answer: shape.MeSchema,
    role: 'staff',
    beforeTotp: true,
  },
  startTotp: {
    method: 'POST',
    route: '/api/admin/me/totp',
    answer: shape.TotpSetupSchema,
    role: 'staff',
    beforeTotp: true,
  },
  confirmTotp: {
    method: 'PUT',
    route: '/api/admin/me/totp',
    body: input.TotpConfirmBodySchema,
    answer: shape.MeSchema,
    role: 'staff',
    beforeTotp: true,
  },
  staffList: {
    method: 'GET',
    route: '/api/admin/staff',
    answer: shape.StaffListSchema,
    role: 'owner',
  },
  inviteStaff: {
    method: 'POST',
    route: '/api/admin/staff',
    body: input.StaffInviteBodySchema,
    answer: shape.StaffInviteSchema,
    status: 201,
    role: 'owner',
  },
  updateStaff: {
    method: 'PATCH',
    route: '/api/admin/staff/:id',
    params: staffId,
    body: input.StaffPatchBodySchema,
    answer: shape.StaffMemberSchema,
    role: 'owner',
  },
  resetStaffLink: {
    method: 'POST',
    route: '/api/admin/staff/:id/link',
    params: staffId,
    answer: shape.StaffInviteSchema,
    role: 'owner',
  },
  securitySettings: {
    method: 'GET',
    route: '/api/admin/settings/security',
    answer: shape.SecuritySettingsSchema,
    role: 'owner',
  },
  saveSecuritySettings: {
    method: 'PUT',
    route: '/api/admin/settings/security',
    body: input.SecuritySettingsBodySchema,
    answer: shape.SecuritySettingsSchema,
    role: 'owner',
  },
  auditLog: {
    method: 'GET',
    route: '/api/admin/audit',
    query: input.AuditQuerySchema,
    answer: shape.AuditPageSchema,
    role: 'owner',
  },
} as const satisfies Record<string, AdminEndpoint>;

export const adminEndpoints = {
  ...staffEndpoints,
  ...catalogEndpoints,
  ...pictureEndpoints,
  ...csvEndpoints,
  ...orderEndpoints,
  ...mailEndpoints,
  ...returnEndpoints,
  ...discountEndpoints,
  ...customerEndpoints,
  ...contentEndpoints,
  ...settingsEndpoints,
} as const satisfies Record<string, AdminEndpoint>;

export type AdminEndpointName = keyof typeof adminEndpoints;
