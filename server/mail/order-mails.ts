/**
 * The mails an order sends, written when it is placed or moved (in that same transaction, through the
 * outbox): the shopper's in the language the order was placed in, naming products, colours and sizes
 * as the shopper saw them and linking to the order's page in that language; the shop's notice in the
 * store's own language, linking to the order in the back office.
 */
import { ADMIN_BASES } from '../../contract/admin/paths';
import { RETURN_WINDOW_DAYS } from '../../contract/api/limits';
import type { Color } from '../../contract/constants';
import { localizePath } from '../../contract/routes';
import type { Lang, OrderStatus } from '../../contract/types';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema-orders';
import { composeMail, type Block, type Mail, type MailLine } from './mail-layout';
import { colorName, money, sizeName } from './mail-words';

export type { Mail } from './mail-layout';

/** A line as the order keeps it: the product's name in both languages, the colour as its code. */
export interface FactLine {
  name: Record<Lang, string>;
  color: Color | string;
  size: string;
  quantity: number;
  /** The absolute URL of the colour's picture, or null. */
  picture: string | null;
}

export interface OrderFacts {
  number: string;
  token: string;
  email: string;
  lang: Lang;
  total: number;
  currency: string;
  lines: FactLine[];
  address: { full_name: string; phone: string; city: string; country: string };
}

/** The shop as its own mails need it: its name, and the address and language of its notices. */
export interface ShopFacts {
  name: string;
  email: string;
  lang: Lang;
}

export const mailLines = (lang: Lang, lines: FactLine[]): MailLine[] =>
  lines.map((l) => ({
    name: l.name[lang],
    variant: `${colorName(lang, l.color)} · ${sizeName(lang, l.size)}`,
    quantity: l.quantity,
    picture: l.picture,
  }));

/** The shopper's page of the order, in the order's language (`/order/…`, `/en/order/…`). */
export const orderLink = (origin: string, o: Pick<OrderFacts, 'lang' | 'token'>): string =>
  `${origin}${localizePath(o.lang, `/order/${o.token}`)}`;

/** The order's page in the back office, in the shop's language (`/admin/orders/…`). */
export const adminOrderLink = (origin: string, lang: Lang, number: string): string =>
  `${origin}${ADMIN_BASES[lang]}/orders/${encodeURIComponent(number)}`;

export function placedMail(o: OrderFacts, shop: ShopFacts, origin: string): Mail {
  const vi = o.lang === 'vi';
  const blocks: Block[] = [
    { p: vi ? `Đơn hàng ${o.number}` : `Order ${o.number}` },
    { lines: mailLines(o.lang, o.lines) },
    { facts: [[vi ? 'Tổng cộng' : 'Total', money(o.lang, o.total, o.currency)]] },
    {
      button: { label: vi ? 'Theo dõi đơn hàng' : 'Follow your order', href: orderLink(origin, o) },
    },
    {
      small: vi
        ? 'Chúng tôi sẽ gửi thư cho bạn khi đơn hàng được gửi đi.'
        : 'We will write again when your order is on its way.',
    },
  ];
  return composeMail('order_placed', o.email, {
    lang: o.lang,
    subject: vi ? `Đã nhận đơn hàng ${o.number}` : `We received your order ${o.number}`,
    heading: vi ? 'Cảm ơn bạn đã đặt hàng!' : 'Thank you for your order!',
    blocks,
    shopName: shop.name,
  });
}

export function shopNoticeMail(o: OrderFacts, shop: ShopFacts, origin: string): Mail {
  const lang = shop.lang;
  const vi = lang === 'vi';
  const a = o.address;
  const blocks: Block[] = [
    { lines: mailLines(lang, o.lines) },
    {
      facts: [
        [vi ? 'Tổng cộng' : 'Total', money(lang, o.total, o.currency)],
        [vi ? 'Khách hàng' : 'Customer', `${a.full_name}, ${a.phone}`],
        [vi ? 'Giao đến' : 'Ship to', `${a.city}, ${a.country}`],
        [
          vi ? 'Ngôn ngữ của khách' : 'Shopper’s language',
          o.lang === 'vi' ? 'Tiếng Việt' : 'English',
        ],
      ],
    },
    {
      button: {
        label: vi ? 'Mở đơn hàng trong trang quản trị' : 'Open the order in the back office',
        href: adminOrderLink(origin, lang, o.number),
      },
    },
  ];
  return composeMail('shop_order_placed', shop.email, {
    lang,
    subject: vi ? `Đơn hàng mới ${o.number}` : `New order ${o.number}`,
    heading: vi
      ? `Đơn hàng mới ${o.number} đang chờ xác nhận`
      : `New order ${o.number} is waiting to be confirmed`,
    blocks,
    shopName: shop.name,
  });
}

/** Each mailed status's words; `days`, the store's return window (its settings'). */
const STATUS_TEXT: Partial<
  Record<OrderStatus, Record<Lang, { subject: string; body: (days: number) => string }>>
> = {
  shipped: {
    vi: { subject: 'đã được gửi đi', body: () => 'Đơn hàng của bạn đang trên đường đến.' },
    en: { subject: 'is on its way', body: () => 'Your order has left the shop and is on its way.' },
  },
  delivered: {
    vi: {
      subject: 'đã được giao',
      body: (days) =>
        `Chúc bạn hài lòng! Bạn có thể đổi trả trong vòng ${days} ngày kể từ khi nhận hàng.`,
    },
    en: {
      subject: 'has been delivered',
      body: (days) => `We hope you like it! You may return items within ${days} days of receipt.`,
    },
  },
  cancelled: {
    vi: {
      subject: 'đã bị huỷ',
      body: () => 'Đơn hàng đã được huỷ và bạn không phải trả gì cho đơn này.',
    },
    en: {
      subject: 'has been cancelled',
      body: () => 'The order is cancelled and you owe nothing for it.',
    },
  },
};

/** The statuses a shopper hears of by mail. */
export const MAILED_STATUSES = ['shipped', 'delivered', 'cancelled'] as const;

/** The shopper's mail for a status they want to hear of; null for the others. */
export function statusMail(
  o: Pick<OrderFacts, 'number' | 'token' | 'email' | 'lang'>,
  status: OrderStatus,
  origin: string,
  shop: { name?: string; returnDays?: number } = {},
): Mail | null {
  const words = STATUS_TEXT[status]?.[o.lang];
  if (!words) return null;
  const vi = o.lang === 'vi';
  const subject = vi
    ? `Đơn hàng ${o.number} ${words.subject}`
    : `Your order ${o.number} ${words.subject}`;
  return composeMail(`order_${status}`, o.email, {
    lang: o.lang,
    subject,
    heading: `${subject}.`,
    blocks: [
      { p: words.body(shop.returnDays ?? RETURN_WINDOW_DAYS) },
      { button: { label: vi ? 'Xem đơn hàng' : 'See your order', href: orderLink(origin, o) } },
    ],
    shopName: shop.name ?? '',
  });
}

/** Queues mails in the caller's transaction: they go out only if what they tell of is committed. */
export async function enqueueMails(db: Db, orderId: number, mails: Mail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values(mails.map((m) => ({ ...m, orderId })));
}
