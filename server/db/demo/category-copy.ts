/** Opening lines per category and styling lines per audience, picked per product by a seeded PRNG. */
import type { Text } from './types';

export type Category =
  | 'dresses'
  | 'tops'
  | 'shirts'
  | 't-shirts'
  | 'trousers'
  | 'skirts'
  | 'jackets'
  | 'hoodies'
  | 'bags'
  | 'hats'
  | 'scarves'
  | 'shoes'
  | 'belts'
  | 'sunglasses'
  | 'jewelry';

const t = (en: string, vi: string): Text => ({ en, vi });

export const INTROS: Record<Category, Text[]> = {
  dresses: [
    t(
      'An easy dress that goes from a weekday morning to a dinner out without a second thought.',
      'Chiếc đầm dễ mặc, đi làm buổi sáng hay hẹn hò buổi tối đều hợp.',
    ),
    t(
      'Light, airy and cut to move with you on the warmest days of the year.',
      'Nhẹ, thoáng và có phom dáng thoải mái cho những ngày nóng nhất trong năm.',
    ),
    t(
      'A flattering shape with a defined waist and a skirt that falls softly.',
      'Phom dáng tôn dáng với phần eo rõ nét và chân váy rủ mềm mại.',
    ),
  ],
  tops: [
    t(
      'A simple top you will reach for again and again.',
      'Chiếc áo đơn giản mà bạn sẽ muốn mặc đi mặc lại.',
    ),
    t(
      'Soft against the skin, with details that make a plain outfit feel finished.',
      'Mềm mại trên da, cùng những chi tiết nhỏ giúp bộ trang phục trở nên chỉn chu.',
    ),
    t(
      'Made to tuck into high-waisted trousers or wear loose over a skirt.',
      'Dễ sơ vin với quần cạp cao hoặc mặc thả cùng chân váy.',
    ),
  ],
  shirts: [
    t(
      'A clean, well-made shirt that works at the office and at the weekend.',
      'Chiếc sơ mi gọn gàng, chỉn chu, hợp cả khi đi làm lẫn cuối tuần.',
    ),
    t(
      'Cut with a little room through the body so it stays comfortable all day.',
      'Phom áo hơi rộng ở thân nên mặc thoải mái suốt cả ngày.',
    ),
    t(
      'Finished with a neat collar and sturdy buttons that last.',
      'Cổ áo đứng phom và hàng cúc chắc chắn, bền theo thời gian.',
    ),
  ],
  't-shirts': [
    t(
      'The everyday tee: a clean neckline and a shape that holds after washing.',
      'Chiếc áo thun mặc hằng ngày: cổ áo gọn và giữ phom sau nhiều lần giặt.',
    ),
    t(
      'Heavier than most tees, with a soft hand and a relaxed drape.',
      'Dày dặn hơn áo thun thông thường, mềm tay và rủ nhẹ.',
    ),
    t('A basic worth owning in several colours.', 'Món đồ cơ bản đáng để sở hữu nhiều màu.'),
  ],
  trousers: [
    t(
      'Trousers with a comfortable rise and a leg that looks sharp all day.',
      'Chiếc quần có cạp vừa vặn và ống quần đứng phom suốt cả ngày.',
    ),
    t(
      'Easy to dress up with a shirt or down with a tee and sneakers.',
      'Dễ phối cùng sơ mi cho vẻ lịch sự hoặc áo thun, giày sneaker cho ngày thường.',
    ),
    t(
      'Deep pockets, a clean front and a fit that stays put.',
      'Túi sâu, mặt trước gọn gàng và phom dáng giữ nguyên khi vận động.',
    ),
  ],
  skirts: [
    t(
      'A skirt that moves beautifully and pairs with almost anything.',
      'Chân váy chuyển động uyển chuyển và dễ phối với hầu hết trang phục.',
    ),
    t(
      'A comfortable waistband and a length that suits work and weekends.',
      'Cạp váy thoải mái, độ dài phù hợp cả đi làm lẫn cuối tuần.',
    ),
    t(
      'Fully lined, so it hangs well and never clings.',
      'Có lớp lót toàn bộ nên váy rủ đẹp, không bám dính.',
    ),
  ],
  jackets: [
    t(
      'A jacket to layer over everything when the evenings turn cool.',
      'Chiếc áo khoác dễ mặc ngoài mọi trang phục khi trời chiều se lạnh.',
    ),
    t(
      'Structured enough to look put-together, relaxed enough to wear every day.',
      'Đủ đứng phom để trông chỉn chu, đủ thoải mái để mặc mỗi ngày.',
    ),
    t(
      'Practical pockets and a shape that sits well over a sweater.',
      'Túi áo tiện dụng và phom dáng vừa vặn khi mặc ngoài áo len.',
    ),
  ],
  hoodies: [
    t(
      'A cosy hoodie with a lined hood and a roomy front pocket.',
      'Áo hoodie ấm áp với mũ có lót và túi trước rộng rãi.',
    ),
    t(
      'Soft inside, sturdy outside: the one you will live in all season.',
      'Mềm bên trong, bền bên ngoài: chiếc áo bạn sẽ mặc suốt cả mùa.',
    ),
    t(
      'Ribbed cuffs and hem keep the shape after many washes.',
      'Bo tay và gấu áo dệt gân giữ phom sau nhiều lần giặt.',
    ),
  ],
  bags: [
    t(
      'A bag sized for the day: phone, wallet, keys and a little more.',
      'Chiếc túi vừa đủ cho cả ngày: điện thoại, ví, chìa khóa và hơn thế nữa.',
    ),
    t(
      'Clean lines and a sturdy strap you can adjust to your height.',
      'Đường nét tối giản, quai đeo chắc chắn và điều chỉnh được độ dài.',
    ),
    t(
      'Lined inside, with a zip pocket to keep small things in place.',
      'Có lớp lót bên trong cùng ngăn khóa kéo để giữ đồ nhỏ gọn gàng.',
    ),
  ],
  hats: [
    t(
      'A hat that keeps the sun off and packs flat in a bag.',
      'Chiếc mũ che nắng tốt và gấp gọn dễ dàng khi bỏ vào túi.',
    ),
    t(
      'The finishing touch for a beach day or a city walk.',
      'Điểm nhấn hoàn hảo cho ngày đi biển hay dạo phố.',
    ),
    t(
      'An inner band keeps it comfortable and in place.',
      'Đai bên trong giúp mũ đội êm và không bị xê dịch.',
    ),
  ],
  scarves: [
    t(
      'A scarf to knot at the neck, tie on a bag or wear in your hair.',
      'Chiếc khăn để thắt ở cổ, buộc lên túi hoặc cài tóc đều xinh.',
    ),
    t(
      'Light enough for air-conditioned offices, warm enough for cool evenings.',
      'Đủ nhẹ cho văn phòng máy lạnh, đủ ấm cho buổi tối se lạnh.',
    ),
    t(
      'Soft edges and a generous size for many ways to wear it.',
      'Viền mềm và kích thước rộng rãi cho nhiều cách quàng khác nhau.',
    ),
  ],
  shoes: [
    t(
      'Comfortable from the first wear, with a cushioned footbed.',
      'Êm chân ngay từ lần đầu mang, với lót giày có đệm.',
    ),
    t(
      'A pair that goes with jeans, dresses and everything in between.',
      'Đôi giày hợp với quần jeans, váy đầm và mọi thứ ở giữa.',
    ),
    t(
      'A flexible sole and a shape that follows your foot.',
      'Đế linh hoạt và phom giày ôm theo bàn chân.',
    ),
  ],
  belts: [
    t(
      'A belt that finishes trousers, jeans and dresses alike.',
      'Chiếc thắt lưng hoàn thiện mọi bộ trang phục, từ quần tây, jeans đến váy đầm.',
    ),
    t(
      'Solid hardware and clean edges that age well.',
      'Khóa kim loại chắc chắn và viền gọn, càng dùng càng đẹp.',
    ),
  ],
  sunglasses: [
    t(
      'Sunglasses with a timeless shape that suits most faces.',
      'Kính mát với kiểu dáng kinh điển, hợp với hầu hết khuôn mặt.',
    ),
    t(
      'Light on the nose and full protection for bright days.',
      'Nhẹ trên sống mũi và bảo vệ mắt tối đa trong những ngày nắng gắt.',
    ),
  ],
  jewelry: [
    t(
      'A small piece that catches the light and goes with everything.',
      'Món trang sức nhỏ xinh bắt sáng và hợp với mọi trang phục.',
    ),
    t(
      'Delicate enough for every day, special enough for a gift.',
      'Đủ tinh tế để đeo hằng ngày, đủ đặc biệt để làm quà tặng.',
    ),
    t(
      'Made to layer with other pieces or wear on its own.',
      'Có thể đeo cùng các món khác hoặc đeo riêng đều đẹp.',
    ),
  ],
};

export type Audience = 'women' | 'men' | 'shoes' | 'unisex';

export const FITS: Record<Audience, Text[]> = {
  women: [
    t(
      'Relaxed fit. The model is 168 cm tall and wears size S.',
      'Dáng suông thoải mái. Người mẫu cao 168 cm, mặc size S.',
    ),
    t(
      'True to size. The model is 172 cm tall and wears size M.',
      'Đúng size. Người mẫu cao 172 cm, mặc size M.',
    ),
    t(
      'Slim fit; size up for a looser look. The model is 165 cm tall and wears size XS.',
      'Dáng ôm; chọn lớn hơn một size nếu thích mặc rộng. Người mẫu cao 165 cm, mặc size XS.',
    ),
  ],
  men: [
    t(
      'Regular fit. The model is 180 cm tall and wears size M.',
      'Dáng vừa. Người mẫu cao 180 cm, mặc size M.',
    ),
    t(
      'Relaxed fit. The model is 176 cm tall and wears size L.',
      'Dáng rộng thoải mái. Người mẫu cao 176 cm, mặc size L.',
    ),
    t(
      'Slim fit; size up if you are between sizes. The model is 183 cm tall and wears size M.',
      'Dáng ôm; nếu phân vân giữa hai size, hãy chọn size lớn hơn. Người mẫu cao 183 cm, mặc size M.',
    ),
  ],
  shoes: [
    t(
      'True to size. Between sizes? Take the larger one.',
      'Đúng size. Nếu phân vân giữa hai size, hãy chọn size lớn hơn.',
    ),
    t(
      'Runs slightly small: we suggest one size up if your feet are wide.',
      'Form hơi nhỏ: nếu bàn chân bè, bạn nên chọn lớn hơn một size.',
    ),
    t(
      'Measure your foot length and compare it with the size guide below.',
      'Hãy đo chiều dài bàn chân và so với bảng size bên dưới.',
    ),
  ],
  unisex: [
    t(
      'Pairs easily with both casual and smart outfits.',
      'Dễ phối với cả trang phục thường ngày lẫn lịch sự.',
    ),
    t(
      'A thoughtful gift that comes in a recycled paper box.',
      'Món quà ý nghĩa, đóng gói trong hộp giấy tái chế.',
    ),
    t(
      'Designed in Ho Chi Minh City and made in small batches.',
      'Thiết kế tại TP. Hồ Chí Minh và sản xuất theo từng lô nhỏ.',
    ),
  ],
};
