/**
 * The account's mails: the password reset link, in the language the shopper asked in, through the
 * outbox like every mail (sent by mail/sender.ts; to the server log when SMTP_URL is unset).
 */
import { RESET_TOKEN_MINUTES } from '../../contract/constants';
import { resetPasswordScreenPath } from '../../contract/routes';
import type { Lang } from '../../contract/types';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema-orders';
import type { Mail } from './order-mails';

export function resetMail(to: string, lang: Lang, link: string, shopName: string): Mail {
  const subject =
    lang === 'vi' ? `Đặt lại mật khẩu của bạn tại ${shopName}` : `Reset your ${shopName} password`;
  const text =
    lang === 'vi'
      ? `Ai đó (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu cho tài khoản này.\n\nĐặt mật khẩu mới: ${link}\n\nLiên kết dùng được một lần, trong ${RESET_TOKEN_MINUTES} phút. Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.`
      : `Someone (hopefully you) asked to reset the password of this account.\n\nChoose a new password: ${link}\n\nThe link works once, for ${RESET_TOKEN_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`;
  return { kind: 'password_reset', to, subject, text };
}

export function resetLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${resetPasswordScreenPath(lang, token)}`;
}

export async function enqueueAccountMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, orderId: null });
}
