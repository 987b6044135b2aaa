/**
 * The back office's mail: the one-time link that sets a staff member's password (an invitation, or a
 * new link for a forgotten one). Staff pick their language in the back office, not before it, and
 * `npm run staff` knows none, so the mail says it in both, Vietnamese first (the shop's language).
 */
import { STAFF_LINK_MINUTES } from '../../contract/admin/constants';
import { composeMail, type Mail } from './mail-layout';

export function staffLinkMail(to: string, link: string, shopName: string): Mail {
  return composeMail('staff_link', to, {
    lang: 'vi',
    subject: `${shopName}: đặt mật khẩu quản trị / set your back-office password`,
    heading: `Bạn được mời vào trang quản trị của ${shopName}.`,
    blocks: [
      { button: { label: 'Đặt mật khẩu', href: link } },
      { small: `Liên kết dùng được một lần, trong ${STAFF_LINK_MINUTES} phút.` },
      { p: `You are invited to ${shopName}'s back office.` },
      { button: { label: 'Set your password', href: link } },
      { small: `The link works once, for ${STAFF_LINK_MINUTES} minutes.` },
    ],
    shopName,
  });
}
