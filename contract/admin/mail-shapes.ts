/**
 * The shop's mails as the back office previews them (issue 39): every kind the shop sends, who it goes
 * to, and one rendered in a language from sample data (subject, text part, HTML part), written by the
 * same functions that write the real mails (server/mail/).
 */
import * as v from 'valibot';
import { LangQuerySchema } from '../api/inputs';
import { LangSchema } from '../api/shapes';

/** Every mail the shop sends, by the `kind` its outbox rows carry. */
export const MAIL_KINDS = [
  'order_placed',
  'shop_order_placed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'shop_return_requested',
  'password_reset',
  'staff_link',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Who reads it: a shopper (in their order's or their own language), the shop, or a staff member. */
export const MAIL_AUDIENCES = ['shopper', 'shop', 'staff'] as const;

/** A kind in the path: any short name; one the shop does not send answers 404. */
export const MailKindParamSchema = v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/));
export const MailPreviewQuerySchema = LangQuerySchema;

export const MailKindsSchema = v.array(
  v.object({ kind: v.picklist(MAIL_KINDS), audience: v.picklist(MAIL_AUDIENCES) }),
);

export const MailPreviewSchema = v.object({
  kind: v.picklist(MAIL_KINDS),
  lang: LangSchema,
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** A whole HTML document: show it in a sandboxed frame, never in the page itself. */
  html: v.string(),
});

export type MailKinds = v.InferOutput<typeof MailKindsSchema>;
export type MailPreview = v.InferOutput<typeof MailPreviewSchema>;
