/**
 * The admin API's answers (issue 37), as valibot schemas: the server's tests parse every answer with
 * them, and the admin app takes its types from them (types.ts).
 */
import * as v from 'valibot';
import { STAFF_ROLES } from './constants';

export const StaffMemberSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** invited: the set-password link is not used yet. */
  state: v.picklist(['invited', 'active', 'disabled']),
  totp: v.boolean(),
  created_at: v.string(),
});

/** Who is signed in, and what the back office must ask of them first. */
export const MeSchema = v.object({
  member: StaffMemberSchema,
  /** The owner requires the authenticator and this member has not set it up. */
  must_set_up_totp: v.boolean(),
});

/** A right password: a session, or (authenticator on) a challenge for the code. */
export const SignInResultSchema = v.union([
  v.object({ token: v.string(), me: MeSchema }),
  v.object({ challenge: v.string() }),
]);

export const SessionResultSchema = v.object({ token: v.string(), me: MeSchema });

/** The authenticator being set up: its secret, as text, as an otpauth:// URI and as a QR code (SVG). */
export const TotpSetupSchema = v.object({
  secret: v.string(),
  uri: v.string(),
  qr_svg: v.string(),
});

export const SecuritySettingsSchema = v.object({ require_totp: v.boolean() });

export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  staff_email: v.string(),
  action: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
});

export const AuditPageSchema = v.object({
  items: v.array(AuditEntrySchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

export const StaffListSchema = v.array(StaffMemberSchema);

/** A member invited (or sent a new link): the one-time link to set a password, also mailed. */
export const StaffInviteSchema = v.object({ member: StaffMemberSchema, link: v.string() });
