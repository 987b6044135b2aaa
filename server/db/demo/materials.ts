/** Fabric and material facts with care points, in both languages, for the product descriptions. */
import type { Text } from './types';

export type MaterialKey =
  | 'cotton'
  | 'linen'
  | 'denim'
  | 'viscose'
  | 'chiffon'
  | 'silk'
  | 'wool'
  | 'knit'
  | 'fleece'
  | 'nylon'
  | 'leather'
  | 'canvas'
  | 'straw'
  | 'gold'
  | 'silver'
  | 'acetate'
  | 'suede'
  | 'sneaker';

const t = (en: string, vi: string): Text => ({ en, vi });

export const MATERIALS: Record<MaterialKey, Text[]> = {
  cotton: [
    t('100% combed cotton, soft and breathable', '100% cotton chải kỹ, mềm và thoáng khí'),
    t('Machine wash cold with similar colours', 'Giặt máy bằng nước lạnh cùng quần áo đồng màu'),
    t('Tumble dry low; warm iron', 'Sấy nhẹ; ủi ở nhiệt độ vừa'),
  ],
  linen: [
    t(
      '100% washed linen that gets softer with every wash',
      '100% linen đã wash mềm, càng giặt càng mềm',
    ),
    t('Hand wash or gentle cycle at 30°C', 'Giặt tay hoặc giặt máy chế độ nhẹ ở 30°C'),
    t('Line dry; iron while slightly damp', 'Phơi bằng móc; ủi khi vải còn hơi ẩm'),
  ],
  denim: [
    t(
      'Cotton denim with 2% elastane for easy movement',
      'Vải denim cotton pha 2% elastane, co giãn thoải mái',
    ),
    t('Wash inside out at 30°C', 'Lộn trái khi giặt, nước 30°C'),
    t('Do not tumble dry', 'Không sấy máy'),
  ],
  viscose: [
    t('Light viscose crepe that drapes well', 'Vải crepe viscose nhẹ, rủ đẹp'),
    t('Hand wash cold', 'Giặt tay bằng nước lạnh'),
    t('Iron on low heat', 'Ủi ở nhiệt độ thấp'),
  ],
  chiffon: [
    t('Soft chiffon with a cotton lining', 'Vải voan chiffon mềm, có lớp lót cotton'),
    t('Hand wash cold, do not wring', 'Giặt tay bằng nước lạnh, không vắt xoắn'),
    t('Iron on low heat from the inside', 'Ủi mặt trái ở nhiệt độ thấp'),
  ],
  silk: [
    t('100% mulberry silk with a soft sheen', '100% lụa tơ tằm, bóng nhẹ'),
    t('Hand wash cold or dry clean', 'Giặt tay bằng nước lạnh hoặc giặt khô'),
    t('Dry flat in the shade', 'Phơi phẳng trong bóng râm'),
  ],
  wool: [
    t('Wool blend: 60% wool, 40% polyester', 'Len pha: 60% len, 40% polyester'),
    t('Dry clean only', 'Chỉ giặt khô'),
    t('Store on a wide hanger to keep its shape', 'Treo bằng móc vai rộng để giữ dáng'),
  ],
  knit: [
    t('Fine-gauge cotton knit', 'Vải dệt kim cotton sợi mảnh'),
    t('Hand wash cold and dry flat', 'Giặt tay bằng nước lạnh, phơi phẳng'),
    t('Fold rather than hang', 'Gấp gọn thay vì treo móc'),
  ],
  fleece: [
    t('Brushed fleece: 80% cotton, 20% polyester', 'Nỉ bông: 80% cotton, 20% polyester'),
    t('Machine wash at 30°C inside out', 'Lộn trái, giặt máy ở 30°C'),
    t('Tumble dry low', 'Sấy ở nhiệt độ thấp'),
  ],
  nylon: [
    t(
      'Recycled nylon shell with a water-repellent finish',
      'Vỏ nylon tái chế, phủ lớp chống thấm nhẹ',
    ),
    t('Machine wash cold with zips closed', 'Kéo khóa rồi giặt máy bằng nước lạnh'),
    t('Hang to dry', 'Phơi bằng móc'),
  ],
  leather: [
    t('Full-grain cowhide leather', 'Da bò thật nguyên tấm'),
    t('Wipe clean with a soft dry cloth', 'Lau sạch bằng khăn mềm, khô'),
    t('Keep away from strong sun and rain', 'Tránh nắng gắt và nước mưa'),
  ],
  canvas: [
    t('Heavy 12 oz cotton canvas', 'Vải canvas cotton dày 12 oz'),
    t('Spot clean with a damp cloth', 'Làm sạch vết bẩn bằng khăn ẩm'),
    t('Air dry away from direct heat', 'Để khô tự nhiên, tránh nguồn nhiệt'),
  ],
  straw: [
    t('Natural paper straw, woven by hand', 'Cói giấy tự nhiên, đan thủ công'),
    t('Reshape gently if it gets bent', 'Nhẹ nhàng chỉnh lại dáng nếu bị móp'),
    t('Keep dry and store flat', 'Giữ khô ráo, cất nằm phẳng'),
  ],
  gold: [
    t('18k gold-plated brass', 'Đồng mạ vàng 18k'),
    t('Nickel-free, gentle on sensitive skin', 'Không chứa niken, dịu nhẹ với da nhạy cảm'),
    t(
      'Keep away from perfume and water; store in the pouch',
      'Tránh nước hoa và nước; cất trong túi đi kèm',
    ),
  ],
  silver: [
    t('925 sterling silver', 'Bạc 925'),
    t(
      'Polish with a soft cloth to bring back the shine',
      'Đánh bóng bằng khăn mềm để sáng trở lại',
    ),
    t('Store in the pouch to slow tarnishing', 'Cất trong túi đi kèm để hạn chế xỉn màu'),
  ],
  acetate: [
    t('Acetate frame with UV400 lenses', 'Gọng acetate, tròng chống tia UV400'),
    t('Comes with a case and a cleaning cloth', 'Kèm hộp đựng và khăn lau kính'),
    t('Rinse the lenses with lukewarm water', 'Rửa tròng kính bằng nước ấm'),
  ],
  suede: [
    t('Suede upper with a cushioned rubber sole', 'Mũ giày da lộn, đế cao su êm chân'),
    t('Brush gently to clean', 'Chải nhẹ để làm sạch'),
    t('Protect with a suede spray before wearing', 'Xịt bảo vệ da lộn trước khi mang'),
  ],
  sneaker: [
    t('Cotton canvas upper, vulcanised rubber sole', 'Thân giày vải canvas, đế cao su lưu hóa'),
    t('Removable cushioned insole', 'Lót giày êm, tháo rời được'),
    t('Spot clean with mild soap', 'Làm sạch vết bẩn bằng xà phòng nhẹ'),
  ],
};
