/**
 * The mails an order sends, written when it is placed or moved (in that same transaction, through the
 * outbox), in the language it was placed in; the shop's notice in the store's own language.
 */
import { RETURN_WINDOW_DAYS } from '../../contract/api/limits';
import { localizePath } from '../../contract/routes';
import type { Lang, OrderStatus } from '../../contract/types';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema-orders';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface OrderFacts {
  id: number;
  number: string;
  token: string;
  email: string;
  lang: Lang;
  total: number;
  currency: string;
  /** `picture`: the absolute URL of the colour's picture (the mails are text: a link to it). */
  lines: { name: string; color: string; size: string; quantity: number; picture: string }[];
  address: { full_name: string; city: string; country: string };
}

const money = (lang: Lang, amount: number, currency: string) =>
  new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { style: 'currency', currency }).format(
    amount / 100,
  );

const linesText = (o: OrderFacts) =>
  o.lines
    .map((l) => `- ${l.quantity} × ${l.name} (${l.color}, ${l.size})\n  ${l.picture}`)
    .join('\n');

const link = (origin: string, o: Pick<OrderFacts, 'lang' | 'token'>) =>
  `${origin}${localizePath(o.lang, `/order/${o.token}`)}`;

export function placedMail(o: OrderFacts, origin: string): Mail {
  const total = money(o.lang, o.total, o.currency);
  const text =
    o.lang === 'vi'
      ? `Cảm ơn bạn đã đặt hàng!\n\nĐơn hàng ${o.number}\n${linesText(o)}\n\nTổng cộng: ${total}\n\nTheo dõi đơn hàng: ${link(origin, o)}`
      : `Thank you for your order!\n\nOrder ${o.number}\n${linesText(o)}\n\nTotal: ${total}\n\nFollow your order: ${link(origin, o)}`;
  const subject =
    o.lang === 'vi' ? `Đã nhận đơn hàng ${o.number}` : `We received your order ${o.number}`;
  return { kind: 'order_placed', to: o.email, subject, text };
}

export function shopNoticeMail(o: OrderFacts, shopEmail: string, shopLang: Lang): Mail {
  const total = money(shopLang, o.total, o.currency);
  const who = `${o.address.full_name}, ${o.address.city}, ${o.address.country}`;
  const text =
    shopLang === 'vi'
      ? `Đơn hàng mới ${o.number} (${total})\n${who}\n${linesText(o)}\n\nChuyển trạng thái: npm run order -- ${o.number} confirmed`
      : `New order ${o.number} (${total})\n${who}\n${linesText(o)}\n\nMove it along: npm run order -- ${o.number} confirmed`;
  const subject = shopLang === 'vi' ? `Đơn hàng mới ${o.number}` : `New order ${o.number}`;
  return { kind: 'shop_order_placed', to: shopEmail, subject, text };
}

const STATUS_TEXT: Partial<Record<OrderStatus, Record<Lang, string>>> = {
  shipped: { vi: 'đã được gửi đi', en: 'is on its way' },
  delivered: { vi: 'đã được giao', en: 'has been delivered' },
  cancelled: { vi: 'đã bị huỷ', en: 'has been cancelled' },
};

/** The shopper's mail for a status they want to hear of; null for the others. */
export function statusMail(
  o: Pick<OrderFacts, 'number' | 'token' | 'email' | 'lang'>,
  status: OrderStatus,
  origin: string,
  /** The store's return window (its settings'), told in the delivered mail. */
  returnDays: number = RETURN_WINDOW_DAYS,
): Mail | null {
  const what = STATUS_TEXT[status]?.[o.lang];
  if (!what) return null;
  const subject =
    o.lang === 'vi' ? `Đơn hàng ${o.number} ${what}` : `Your order ${o.number} ${what}`;
  const more =
    status === 'delivered'
      ? o.lang === 'vi'
        ? `Bạn có thể đổi trả trong vòng ${returnDays} ngày kể từ khi nhận hàng.`
        : `You may return items within ${returnDays} days of receipt.`
      : '';
  const text = `${subject}.\n${more}\n\n${link(origin, o)}`;
  return { kind: `order_${status}`, to: o.email, subject, text };
}

/** Queues mails in the caller's transaction: they go out only if what they tell of is committed. */
export async function enqueueMails(db: Db, orderId: number, mails: Mail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values(mails.map((m) => ({ ...m, orderId })));
}
