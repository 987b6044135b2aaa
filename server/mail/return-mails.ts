/**
 * The shop's notice of a return request, in the store's own language: which products (by name,
 * colour and size, as the order keeps them), how many, the shopper's reason as they wrote it, and a
 * link to the order in the back office, where the request is answered.
 */
import type { Mail } from './mail-layout';
import { composeMail } from './mail-layout';
import { adminOrderLink, mailLines, type FactLine, type ShopFacts } from './order-mails';

export interface ReturnFacts {
  number: string;
  lines: FactLine[];
  reason: string;
}

export function returnRequestedMail(r: ReturnFacts, shop: ShopFacts, origin: string): Mail {
  const vi = shop.lang === 'vi';
  return composeMail('shop_return_requested', shop.email, {
    lang: shop.lang,
    subject: vi ? `Yêu cầu đổi trả đơn hàng ${r.number}` : `Return requested for order ${r.number}`,
    heading: vi
      ? `Khách hàng muốn trả lại hàng của đơn ${r.number}`
      : `The shopper wants to return items of order ${r.number}`,
    blocks: [
      { lines: mailLines(shop.lang, r.lines) },
      { p: vi ? 'Lý do của khách:' : 'The shopper’s reason:' },
      { quote: r.reason },
      {
        button: {
          label: vi ? 'Xử lý yêu cầu trong trang quản trị' : 'Answer it in the back office',
          href: adminOrderLink(origin, shop.lang, r.number),
        },
      },
    ],
    shopName: shop.name,
  });
}
