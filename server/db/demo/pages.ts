/** Content pages. Shipping and returns state the spec's terms (section 9) word for word in English. */
import type { DemoPage } from './types';

const shipping: DemoPage = {
  slug: 'shipping',
  title: { en: 'Shipping', vi: 'Chính sách vận chuyển' },
  body: {
    en:
      '<p>We pack and ship every order from our studio in Ho Chi Minh City, Monday to Saturday.</p>' +
      '<ul>' +
      '<li><strong>Standard shipping</strong>: 3-5 business days. Free standard shipping on orders over $40.</li>' +
      '<li><strong>Express shipping</strong>: 1-2 business days.</li>' +
      '</ul>' +
      '<p>Orders placed before 2 pm leave the studio the same day. You will get an email with a tracking link as soon as your parcel is on its way.</p>' +
      '<p>Cash on delivery is available for every order. Please keep your phone nearby on the delivery day so the courier can reach you.</p>',
    vi:
      '<p>Mọi đơn hàng được đóng gói và gửi đi từ xưởng của chúng tôi tại TP. Hồ Chí Minh, từ thứ Hai đến thứ Bảy.</p>' +
      '<ul>' +
      '<li><strong>Giao hàng tiêu chuẩn</strong>: 3-5 ngày làm việc. Miễn phí giao hàng tiêu chuẩn cho đơn hàng trên $40.</li>' +
      '<li><strong>Giao hàng nhanh</strong>: 1-2 ngày làm việc.</li>' +
      '</ul>' +
      '<p>Đơn hàng đặt trước 14 giờ được gửi đi ngay trong ngày. Bạn sẽ nhận được email kèm đường dẫn theo dõi đơn hàng khi bưu kiện bắt đầu vận chuyển.</p>' +
      '<p>Tất cả đơn hàng đều có thể thanh toán khi nhận hàng (COD). Vui lòng giữ điện thoại bên mình vào ngày giao để nhân viên giao hàng liên lạc được với bạn.</p>',
  },
};

const returns: DemoPage = {
  slug: 'returns',
  title: { en: 'Returns & Exchanges', vi: 'Chính sách đổi trả' },
  body: {
    en:
      '<p>Not quite right? You can return items within 7 days of receipt.</p>' +
      '<ul>' +
      '<li>Items must be unused, unwashed, with tags and packaging.</li>' +
      '<li>The customer pays return shipping unless the item is defective, wrong or missing, in which case 100% is covered by us.</li>' +
      '<li>Refunds are made to the original payment method within 5 business days after we receive the return.</li>' +
      '</ul>' +
      '<p>To start a return, open your order page and choose <strong>Request a return</strong>, or write to us with your order number.</p>',
    vi:
      '<p>Sản phẩm chưa vừa ý? Bạn có thể đổi trả trong vòng 7 ngày kể từ ngày nhận hàng.</p>' +
      '<ul>' +
      '<li>Sản phẩm chưa qua sử dụng, chưa giặt, còn nguyên tem mác và bao bì.</li>' +
      '<li>Khách hàng chịu phí vận chuyển khi đổi trả, trừ trường hợp sản phẩm bị lỗi, giao sai hoặc thiếu; khi đó chúng tôi hỗ trợ 100% chi phí.</li>' +
      '<li>Tiền được hoàn về phương thức thanh toán ban đầu trong vòng 5 ngày làm việc sau khi chúng tôi nhận được hàng trả lại.</li>' +
      '</ul>' +
      '<p>Để yêu cầu đổi trả, hãy mở trang đơn hàng và chọn <strong>Yêu cầu đổi trả</strong>, hoặc gửi email cho chúng tôi kèm mã đơn hàng.</p>',
  },
};

const about: DemoPage = {
  slug: 'about',
  title: { en: 'About us', vi: 'Về chúng tôi' },
  body: {
    en:
      '<p>Mây Clothing began in 2019 as a small sewing studio in Ho Chi Minh City. Mây means cloud: light, easy clothes for a warm climate.</p>' +
      '<p>We design everything ourselves and make it in small batches with local workshops, choosing natural fabrics like linen, cotton and silk wherever we can.</p>' +
      '<ul><li>Small batches, so little goes to waste</li><li>Fair pay for every maker</li><li>Recycled paper packaging</li></ul>',
    vi:
      '<p>Mây Clothing ra đời năm 2019 từ một xưởng may nhỏ tại TP. Hồ Chí Minh. Mây là những bộ trang phục nhẹ nhàng, dễ mặc cho khí hậu nhiệt đới.</p>' +
      '<p>Chúng tôi tự thiết kế mọi sản phẩm và sản xuất theo từng lô nhỏ cùng các xưởng may địa phương, ưu tiên chất liệu tự nhiên như linen, cotton và lụa.</p>' +
      '<ul><li>Sản xuất lô nhỏ, hạn chế lãng phí</li><li>Trả công xứng đáng cho người thợ</li><li>Bao bì giấy tái chế</li></ul>',
  },
};

const contact: DemoPage = {
  slug: 'contact',
  title: { en: 'Contact', vi: 'Liên hệ' },
  body: {
    en:
      '<p>We are happy to help with sizes, orders and returns.</p>' +
      '<ul>' +
      '<li><strong>Email</strong>: hello@may-clothing.example</li>' +
      '<li><strong>Phone</strong>: +84 28 3822 0000 (9 am to 6 pm, Monday to Saturday)</li>' +
      '<li><strong>Showroom</strong>: 12 Lê Lợi, District 1, Ho Chi Minh City</li>' +
      '</ul>' +
      '<p>We answer every message within one business day.</p>',
    vi:
      '<p>Chúng tôi luôn sẵn lòng hỗ trợ bạn về kích cỡ, đơn hàng và đổi trả.</p>' +
      '<ul>' +
      '<li><strong>Email</strong>: hello@may-clothing.example</li>' +
      '<li><strong>Điện thoại</strong>: +84 28 3822 0000 (9 giờ đến 18 giờ, thứ Hai đến thứ Bảy)</li>' +
      '<li><strong>Showroom</strong>: 12 Lê Lợi, Quận 1, TP. Hồ Chí Minh</li>' +
      '</ul>' +
      '<p>Chúng tôi phản hồi mọi tin nhắn trong vòng một ngày làm việc.</p>',
  },
};

const sizeGuide: DemoPage = {
  slug: 'size-guide',
  title: { en: 'Size guide', vi: 'Hướng dẫn chọn size' },
  body: {
    en:
      '<p>Every product page has a size chart in centimetres and inches. To find your size, measure over light clothing:</p>' +
      '<ul><li><strong>Chest</strong>: around the fullest part</li><li><strong>Waist</strong>: around the narrowest part</li><li><strong>Hips</strong>: around the widest part</li><li><strong>Foot length</strong>: heel to the longest toe</li></ul>' +
      '<p>Between two sizes? Take the larger one for a relaxed fit.</p>',
    vi:
      '<p>Mỗi trang sản phẩm đều có bảng size theo centimet và inch. Để chọn đúng size, hãy đo khi mặc quần áo mỏng:</p>' +
      '<ul><li><strong>Vòng ngực</strong>: đo quanh phần đầy nhất</li><li><strong>Vòng eo</strong>: đo quanh phần nhỏ nhất</li><li><strong>Vòng mông</strong>: đo quanh phần rộng nhất</li><li><strong>Chiều dài bàn chân</strong>: từ gót đến đầu ngón chân dài nhất</li></ul>' +
      '<p>Phân vân giữa hai size? Hãy chọn size lớn hơn để mặc thoải mái.</p>',
  },
};

export const pages: DemoPage[] = [shipping, returns, about, contact, sizeGuide];
