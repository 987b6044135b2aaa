/**
 * The account's mails: the password reset link, in the language the shopper asked in (their last
 * choice: the page they asked from), through the outbox like every mail (sent by mail/sender.ts; to
 * the server log when SMTP_URL is unset).
 */
import { RESET_TOKEN_MINUTES } from '../../contract/constants';
import { resetPasswordScreenPath } from '../../contract/routes';
import type { Lang } from '../../contract/types';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { mailOutbox, orders } from '../db/schema-orders';
import { composeMail, type Mail } from './mail-layout';

export function resetMail(to: string, lang: Lang, link: string, shopName: string): Mail {
  const vi = lang === 'vi';
  return composeMail('password_reset', to, {
    lang,
    subject: vi ? `Đặt lại mật khẩu của bạn tại ${shopName}` : `Reset your ${shopName} password`,
    heading: vi
      ? 'Ai đó (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu cho tài khoản này.'
      : 'Someone (hopefully you) asked to reset the password of this account.',
    blocks: [
      { button: { label: vi ? 'Đặt mật khẩu mới' : 'Choose a new password', href: link } },
      {
        small: vi
          ? `Liên kết dùng được một lần, trong ${RESET_TOKEN_MINUTES} phút. Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.`
          : `The link works once, for ${RESET_TOKEN_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
      },
    ],
    shopName,
  });
}

export function resetLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${resetPasswordScreenPath(lang, token)}`;
}

export async function enqueueAccountMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, orderId: null });
}

/**
 * The language of an account mail the customer did not ask for from a page (a reset link the shop
 * sends them from the back office): the one they last shopped in (their newest order's), else the
 * shop's own. A mail they asked for takes the page's language instead.
 */
export async function customerMailLang(
  db: Db,
  customer: { id: string; email: string },
): Promise<Lang> {
  const [last] = await db
    .select({ lang: orders.lang })
    .from(orders)
    // A guest's order keeps the email as typed: compared lower-cased, as the account's is stored.
    .where(
      or(
        eq(orders.customerId, customer.id),
        sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return (last?.lang as Lang | undefined) ?? (await readSettings(db)).default_locale;
}
