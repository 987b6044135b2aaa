/** Home page slides: each points at a collection or an event that exists in the demo shop. */
import type { DemoHeroSlide } from './types';

export const hero: DemoHeroSlide[] = [
  {
    title: { en: 'Light linen for long days', vi: 'Linen nhẹ tênh cho ngày dài' },
    subtitle: {
      en: 'New dresses, shirts and wide-leg trousers for women',
      vi: 'Đầm, sơ mi và quần ống rộng mới cho nữ',
    },
    href: '/collection/women',
    art: 'dress',
    color: 'GREEN',
  },
  {
    title: { en: 'Summer Sale: up to 50% off', vi: 'Siêu sale mùa hè: giảm đến 50%' },
    subtitle: {
      en: 'While stock lasts, online and in store',
      vi: 'Áp dụng đến khi hết hàng, trực tuyến và tại cửa hàng',
    },
    href: '/event/summer-sale',
    art: 'bag',
    color: 'ORANGE',
  },
  {
    title: { en: 'Everyday essentials for men', vi: 'Trang phục thiết yếu cho nam' },
    subtitle: {
      en: 'Oxford shirts, heavyweight tees and chinos',
      vi: 'Sơ mi Oxford, áo thun dày dặn và quần kaki',
    },
    href: '/collection/men',
    art: 'shirt',
    color: 'BLUE',
  },
];
