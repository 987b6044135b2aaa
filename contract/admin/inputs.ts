/**
 * The admin API's inputs as valibot schemas: each answers the message ids of what is wrong, by field.
 * Sign-in, its password rules and the set-password link share the storefront's account schemas.
 */
import * as v from 'valibot';
import { EmailSchema, field, LoginBodySchema, PagingQuerySchema } from '../api/inputs';
import { ResetPasswordBodySchema } from '../api/account-inputs';
import { PATH_TOKEN_RE } from '../constants';
import { STAFF_ROLES } from './constants';
import { isDay } from './order-inputs';
import type { AdminErrorId } from './messages';

// @__NO_SIDE_EFFECTS__
const id = (msg: AdminErrorId) => msg;

export const SignInBodySchema = LoginBodySchema;

/** The link's token and a new password, as the storefront's reset (the same rules and messages). */
export const SetPasswordBodySchema = ResetPasswordBodySchema;

/** Six digits, as an authenticator shows them; spaces typed between them are taken out. */
export const TotpCodeSchema = field(
  v.nullish(
    v.pipe(
      v.string(id('admin.errors.code_invalid')),
      v.transform((s) => s.replace(/\s+/g, '')),
      v.regex(/^\d{6}$/, id('admin.errors.code_invalid')),
    ),
    '',
  ),
);

export const SignInCodeBodySchema = v.object({
  challenge: field(
    v.nullish(
      v.pipe(
        v.string(id('admin.errors.challenge_expired')),
        v.regex(PATH_TOKEN_RE, id('admin.errors.challenge_expired')),
      ),
      '',
    ),
  ),
  code: TotpCodeSchema,
});

export const TotpConfirmBodySchema = v.object({ code: TotpCodeSchema });

const role = field(v.picklist(STAFF_ROLES, id('admin.errors.invalid')));

export const StaffInviteBodySchema = v.object({ email: EmailSchema, role });

export const StaffPatchBodySchema = v.object({
  role: v.optional(role),
  disabled: v.optional(v.boolean(id('admin.errors.invalid'))),
});

export const SecuritySettingsBodySchema = v.object({
  require_totp: v.boolean(id('admin.errors.invalid')),
});

export const AuditQuerySchema = v.pipe(
  v.object({
    ...PagingQuerySchema.entries,
    entity: v.optional(v.pipe(v.string(), v.maxLength(40))),
    entity_id: v.optional(v.pipe(v.string(), v.maxLength(100))),
    /** Filters of the log's screen (issue 39): one member (by id), an action, a range of days. */
    staff_id: v.optional(v.pipe(v.string(), v.uuid(id('admin.errors.invalid')))),
    action: v.optional(v.pipe(v.string(), v.maxLength(60, id('admin.errors.too_long')))),
    from: v.optional(v.pipe(v.string(), v.check(isDay, id('orders.errors.date_invalid')))),
    to: v.optional(v.pipe(v.string(), v.check(isDay, id('orders.errors.date_invalid')))),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, id('orders.errors.range_invalid')),
    ['to'],
  ),
);

export const StaffIdParamSchema = v.pipe(v.string(), v.uuid());
