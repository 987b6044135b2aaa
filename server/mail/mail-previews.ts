/**
 * Every kind of mail the shop sends, rendered from sample data by the functions that write the real
 * ones (order-mails.ts, return-mails.ts, account-mails.ts, staff-mails.ts), for the back office's
 * previews. A preview in a language is the mail as a shopper of that language gets it; the shop's own
 * notices are shown as a shop of that language gets them. Nothing here is queued.
 */
import type { MailKind } from '../../contract/admin/mail-shapes';
import type { Lang } from '../../contract/types';
import { setPasswordUrl } from '../admin/staff-links';
import { resetLink, resetMail } from './account-mails';
import type { Mail } from './mail-layout';
import { placedMail, shopNoticeMail, statusMail, type OrderFacts } from './order-mails';
import { returnRequestedMail } from './return-mails';
import { staffLinkMail } from './staff-mails';

export interface PreviewContext {
  /** The shop's public origin: the sample's links point at this shop. */
  origin: string;
  shopName: string;
  shopEmail: string;
}

const SAMPLE_TOKEN = 'SAMPLE-order-link-0123456789';
const SAMPLE_LINK_TOKEN = 'SAMPLE-one-time-link-0123456789abcdef';

function sampleOrder(lang: Lang): OrderFacts {
  return {
    number: 'MAY-001042',
    token: SAMPLE_TOKEN,
    email: lang === 'vi' ? 'lan.nguyen@example.com' : 'jane.doe@example.com',
    lang,
    total: 15380,
    currency: 'USD',
    lines: [
      {
        name: { vi: 'Áo sơ mi linen', en: 'Linen shirt' },
        color: 'BLACK',
        size: 'L',
        quantity: 2,
        picture: null,
      },
      {
        name: { vi: 'Túi tote canvas', en: 'Canvas tote bag' },
        color: 'BEIGE',
        size: 'One size',
        quantity: 1,
        picture: null,
      },
    ],
    address:
      lang === 'vi'
        ? {
            full_name: 'Nguyễn Thị Lan',
            phone: '+84 90 123 4567',
            city: 'Hồ Chí Minh',
            country: 'VN',
          }
        : { full_name: 'Jane Doe', phone: '+1 555 0100', city: 'Seattle', country: 'US' },
  };
}

type Render = (lang: Lang, c: PreviewContext) => Mail;

const shop = (lang: Lang, c: PreviewContext) => ({ name: c.shopName, email: c.shopEmail, lang });

const status =
  (to: 'shipped' | 'delivered' | 'cancelled'): Render =>
  (lang, c) =>
    statusMail(sampleOrder(lang), to, c.origin, { name: c.shopName })!;

export const MAIL_PREVIEWS: Record<
  MailKind,
  { audience: 'shopper' | 'shop' | 'staff'; render: Render }
> = {
  order_placed: {
    audience: 'shopper',
    render: (lang, c) => placedMail(sampleOrder(lang), shop(lang, c), c.origin),
  },
  shop_order_placed: {
    audience: 'shop',
    // The shopper wrote in the other language: the notice says so.
    render: (lang, c) =>
      shopNoticeMail(sampleOrder(lang === 'vi' ? 'en' : 'vi'), shop(lang, c), c.origin),
  },
  order_shipped: { audience: 'shopper', render: status('shipped') },
  order_delivered: { audience: 'shopper', render: status('delivered') },
  order_cancelled: { audience: 'shopper', render: status('cancelled') },
  shop_return_requested: {
    audience: 'shop',
    render: (lang, c) =>
      returnRequestedMail(
        {
          number: 'MAY-001042',
          lines: sampleOrder(lang).lines.slice(0, 1),
          reason:
            lang === 'vi'
              ? 'Áo hơi chật, tôi muốn đổi cỡ XL.'
              : 'A little tight: I would like an XL.',
        },
        shop(lang, c),
        c.origin,
      ),
  },
  password_reset: {
    audience: 'shopper',
    render: (lang, c) =>
      resetMail(
        sampleOrder(lang).email,
        lang,
        resetLink(c.origin, lang, SAMPLE_LINK_TOKEN),
        c.shopName,
      ),
  },
  // In both languages whatever the preview's: staff choose theirs in the back office, after the link.
  staff_link: {
    audience: 'staff',
    render: (_lang, c) =>
      staffLinkMail('staff@example.com', setPasswordUrl(c.origin, SAMPLE_LINK_TOKEN), c.shopName),
  },
};

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_PREVIEWS, kind);
