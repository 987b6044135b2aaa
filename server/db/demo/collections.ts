/** The collection tree: three departments with their sub-collections, plus a clearance collection. */
import type { DemoCollection, Text } from './types';

const c = (
  slug: string,
  name: Text,
  description: Text,
  featured = false,
): Omit<DemoCollection, 'position'> => ({
  slug,
  name,
  description,
  featured,
});

// prettier-ignore
const list = [
  c('women', { en: 'Women', vi: 'Nữ' }, { en: 'Dresses, tops, skirts, bags and shoes for warm days and cool evenings.', vi: 'Đầm, áo, chân váy, túi và giày cho những ngày nắng ấm lẫn buổi tối se lạnh.' }, true),
  c('women/dresses', { en: 'Dresses', vi: 'Đầm' }, { en: 'Maxi, midi and mini dresses in linen, cotton and silk.', vi: 'Đầm maxi, midi và mini bằng linen, cotton và lụa.' }, true),
  c('women/tops', { en: 'Tops & Blouses', vi: 'Áo & Sơ mi nữ' }, { en: 'Blouses, tees and knits to wear with everything.', vi: 'Áo kiểu, áo thun và áo len mỏng dễ phối với mọi trang phục.' }),
  c('women/skirts', { en: 'Skirts', vi: 'Chân váy' }, { en: 'A-line, pleated and wrap skirts.', vi: 'Chân váy chữ A, xếp ly và váy quấn.' }),
  c('women/trousers', { en: 'Trousers & Jeans', vi: 'Quần nữ' }, { en: 'Wide-leg trousers, jeans and shorts.', vi: 'Quần ống rộng, quần jeans và quần short.' }),
  c('women/outerwear', { en: 'Jackets & Coats', vi: 'Áo khoác nữ' }, { en: 'Blazers, denim jackets and light coats.', vi: 'Áo blazer, áo khoác jeans và áo khoác mỏng.' }),
  c('women/bags', { en: 'Bags', vi: 'Túi xách' }, { en: 'Crossbody bags, totes and clutches.', vi: 'Túi đeo chéo, túi tote và ví cầm tay.' }, true),
  c('women/shoes', { en: "Women's Shoes", vi: 'Giày nữ' }, { en: 'Sandals, flats and sneakers.', vi: 'Sandal, giày bệt và giày sneaker.' }),
  c('men', { en: 'Men', vi: 'Nam' }, { en: 'Shirts, tees, trousers and jackets with clean lines.', vi: 'Sơ mi, áo thun, quần và áo khoác với đường nét gọn gàng.' }, true),
  c('men/shirts', { en: 'Shirts', vi: 'Sơ mi nam' }, { en: 'Oxford, linen and flannel shirts.', vi: 'Sơ mi oxford, linen và flannel.' }),
  c('men/t-shirts', { en: 'T-shirts & Polos', vi: 'Áo thun & Polo' }, { en: 'Everyday tees and polo shirts.', vi: 'Áo thun và áo polo mặc hằng ngày.' }),
  c('men/trousers', { en: 'Trousers & Shorts', vi: 'Quần nam' }, { en: 'Chinos, jeans, joggers and shorts.', vi: 'Quần kaki, quần jeans, quần jogger và quần short.' }),
  c('men/outerwear', { en: 'Jackets & Hoodies', vi: 'Áo khoác & Hoodie' }, { en: 'Bombers, overshirts and hoodies.', vi: 'Áo bomber, áo khoác sơ mi và áo hoodie.' }),
  c('men/shoes', { en: "Men's Shoes", vi: 'Giày nam' }, { en: 'Sneakers, loafers and boots.', vi: 'Giày sneaker, giày lười và giày boot.' }),
  c('accessories', { en: 'Accessories', vi: 'Phụ kiện' }, { en: 'Hats, scarves, belts, sunglasses and jewellery.', vi: 'Mũ, khăn, thắt lưng, kính mát và trang sức.' }, true),
  c('accessories/hats', { en: 'Hats', vi: 'Mũ' }, { en: 'Bucket hats, caps and straw hats.', vi: 'Mũ bucket, mũ lưỡi trai và mũ cói.' }),
  c('accessories/scarves', { en: 'Scarves', vi: 'Khăn' }, { en: 'Silk squares and soft wool scarves.', vi: 'Khăn lụa vuông và khăn len mềm.' }),
  c('accessories/belts', { en: 'Belts', vi: 'Thắt lưng' }, { en: 'Leather and canvas belts.', vi: 'Thắt lưng da và vải canvas.' }),
  c('accessories/sunglasses', { en: 'Sunglasses', vi: 'Kính mát' }, { en: 'UV400 sunglasses in classic shapes.', vi: 'Kính mát chống tia UV400 với kiểu dáng kinh điển.' }),
  c('accessories/jewelry', { en: 'Jewellery', vi: 'Trang sức' }, { en: 'Gold-plated and sterling silver necklaces, earrings and rings.', vi: 'Dây chuyền, bông tai và nhẫn mạ vàng hoặc bạc 925.' }),
  c('sale', { en: 'Sale', vi: 'Giảm giá' }, { en: 'Last pieces from past seasons at reduced prices.', vi: 'Những sản phẩm cuối cùng của các mùa trước với giá ưu đãi.' }, true),
];

export const collections: DemoCollection[] = list.map((col, position) => ({ ...col, position }));
