/**
 * The back office's mail: the one-time link that sets a staff member's password (an invitation, or a
 * new link for a forgotten one). Staff pick their language in the back office, not before it, so the
 * mail says it in both, Vietnamese first (the shop's language).
 */
import { STAFF_LINK_MINUTES } from '../../contract/admin/constants';
import type { Mail } from './order-mails';

export function staffLinkMail(to: string, link: string, shopName: string): Mail {
  return {
    kind: 'staff_link',
    to,
    subject: `${shopName}: đặt mật khẩu quản trị / set your back-office password`,
    text: [
      `Bạn được mời vào trang quản trị của ${shopName}. Đặt mật khẩu tại: ${link}`,
      `Liên kết dùng được một lần, trong ${STAFF_LINK_MINUTES} phút.`,
      '',
      `You are invited to ${shopName}'s back office. Set your password here: ${link}`,
      `The link works once, for ${STAFF_LINK_MINUTES} minutes.`,
    ].join('\n'),
  };
}
