/** The admin API's shapes as types, derived from their schemas (shapes.ts) so the two never disagree. */
import type * as v from 'valibot';
import type * as s from './shapes';

export type StaffMember = v.InferOutput<typeof s.StaffMemberSchema>;
export type Me = v.InferOutput<typeof s.MeSchema>;
export type SignInResult = v.InferOutput<typeof s.SignInResultSchema>;
export type SessionResult = v.InferOutput<typeof s.SessionResultSchema>;
export type TotpSetup = v.InferOutput<typeof s.TotpSetupSchema>;
export type SecuritySettings = v.InferOutput<typeof s.SecuritySettingsSchema>;
export type AuditEntry = v.InferOutput<typeof s.AuditEntrySchema>;
export type AuditPage = v.InferOutput<typeof s.AuditPageSchema>;
export type StaffInvite = v.InferOutput<typeof s.StaffInviteSchema>;
