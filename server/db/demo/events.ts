/** Events, dated relative to the seed day: one running now, the others coming up. */
import type { DemoEvent } from './types';

export const events: DemoEvent[] = [
  {
    slug: 'summer-sale',
    title: { en: 'Summer Sale: up to 50% off', vi: 'Siêu sale mùa hè: giảm đến 50%' },
    location: {
      en: 'Online and at our District 1 showroom',
      vi: 'Trực tuyến và tại showroom Quận 1',
    },
    starts_in_days: -5,
    duration_days: 21,
    body: {
      en: '<p>Our biggest markdown of the year is on: dresses, linen and beach bags at up to 50% off while stock lasts.</p><ul><li>New pieces added every Monday</li><li>Free standard shipping on orders over $40</li></ul>',
      vi: '<p>Đợt giảm giá lớn nhất năm đã bắt đầu: đầm, đồ linen và túi đi biển giảm đến 50% cho đến khi hết hàng.</p><ul><li>Thêm sản phẩm mới mỗi thứ Hai</li><li>Miễn phí giao hàng tiêu chuẩn cho đơn hàng trên $40</li></ul>',
    },
    art: 'dress',
    product_slugs: [
      'halter-neck-maxi-dress',
      'ribbed-bodycon-dress',
      'floral-maxi-dress',
      'smocked-sundress',
      'patent-leather-mini-bag',
      'tie-dye-tee',
      'woven-leather-slides',
    ],
  },
  {
    slug: 'thao-dien-pop-up',
    title: {
      en: 'Weekend pop-up store in Thao Dien',
      vi: 'Cửa hàng pop-up cuối tuần tại Thảo Điền',
    },
    location: {
      en: '24 Quoc Huong, Thao Dien, Thu Duc City',
      vi: '24 Quốc Hương, Thảo Điền, TP. Thủ Đức',
    },
    starts_in_days: 12,
    duration_days: 3,
    body: {
      en: '<p>Come and try on the new linen collection in person. Cold drinks, live acoustic music on Saturday evening and a small gift with every purchase.</p><p>Open 10 am to 9 pm each day.</p>',
      vi: '<p>Ghé thử trực tiếp bộ sưu tập linen mới. Có đồ uống mát, nhạc acoustic tối thứ Bảy và quà tặng nhỏ cho mỗi hóa đơn.</p><p>Mở cửa từ 10 giờ đến 21 giờ mỗi ngày.</p>',
    },
    art: 'tote',
    product_slugs: [
      'linen-shift-dress',
      'wide-leg-linen-trousers',
      'oversized-linen-blazer',
      'mens-linen-shirt',
      'woven-straw-bag',
      'wide-brim-straw-hat',
    ],
  },
  {
    slug: 'linen-styling-workshop',
    title: {
      en: 'Styling workshop: one linen shirt, five looks',
      vi: 'Workshop phối đồ: một áo linen, năm phong cách',
    },
    location: { en: 'Mây showroom, 12 Le Loi, District 1', vi: 'Showroom Mây, 12 Lê Lợi, Quận 1' },
    starts_in_days: 26,
    duration_days: 1,
    body: {
      en: '<p>Our stylist shows how to wear one linen shirt five ways, from the office to the beach. Places are limited to 20 guests.</p><ul><li>Saturday, 3 pm to 5 pm</li><li>Tea and cakes included</li><li>10% off everything you buy on the day</li></ul>',
      vi: '<p>Stylist của chúng tôi sẽ hướng dẫn năm cách phối một chiếc áo sơ mi linen, từ công sở đến bãi biển. Giới hạn 20 khách.</p><ul><li>Thứ Bảy, 15 giờ đến 17 giờ</li><li>Có trà và bánh ngọt</li><li>Giảm 10% cho mọi sản phẩm mua trong ngày</li></ul>',
    },
    art: 'shirt',
    product_slugs: [
      'short-sleeve-linen-shirt',
      'linen-culottes',
      'pleated-midi-skirt',
      'classic-leather-belt',
      'silk-square-scarf',
    ],
  },
  {
    slug: 'autumn-preview',
    title: { en: 'Autumn collection preview', vi: 'Ra mắt bộ sưu tập mùa thu' },
    location: { en: 'Online', vi: 'Trực tuyến' },
    starts_in_days: 45,
    duration_days: 2,
    body: {
      en: '<p>Be the first to see our autumn knits and coats. Signed-in customers can shop the preview two days before everyone else.</p>',
      vi: '<p>Hãy là người đầu tiên xem các mẫu áo len và áo khoác mùa thu. Khách hàng đã đăng nhập được mua sớm hai ngày trước mọi người.</p>',
    },
    art: 'jacket',
    product_slugs: [
      'long-wool-blend-coat',
      'checked-blazer',
      'knit-midi-dress',
      'wool-blend-overcoat',
    ],
  },
];
