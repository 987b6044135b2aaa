/** Accessories (one size) as compact lines; several have a single colour, so a single variant to quick-add. */
import { buildGroups, ONE_SIZE, type Group } from './product-builder';

const base = { audience: 'unisex', sizes: ONE_SIZE, guide: null } as const;

// prettier-ignore
const hats: Group = {
  ...base,
  collection: 'accessories/hats',
  category: 'hats',
  art: 'hat',
  items: [
    { en: 'Cotton bucket hat', vi: 'Mũ bucket cotton', price: 1990, colors: ['BEIGE', 'BLACK', 'GREEN'], material: 'cotton' },
    { en: 'Wide brim straw hat', vi: 'Mũ cói rộng vành', price: 2990, colors: ['BEIGE'], material: 'straw', pattern: 'check' },
    { en: 'Baseball cap', vi: 'Mũ lưỡi trai', price: 1790, colors: ['NAVY', 'WHITE', 'RED', 'PINK'], material: 'cotton', sale: 20 },
    { en: 'Wool fedora', vi: 'Mũ phớt len', price: 4590, colors: ['GRAY', 'BROWN', 'BLACK'], material: 'wool' },
    { en: 'Striped bucket hat', vi: 'Mũ bucket kẻ sọc', price: 2190, colors: ['BLUE'], material: 'cotton', pattern: 'stripes' },
    { en: 'Knit beanie', vi: 'Mũ len beanie', price: 1590, colors: ['ORANGE', 'PURPLE', 'GRAY', 'YELLOW'], material: 'knit', sale: 30 },
    { en: 'Checked flat cap', vi: 'Mũ nồi kẻ caro', price: 2490, colors: ['BROWN'], material: 'wool', pattern: 'check' },
  ],
};

// prettier-ignore
const scarves: Group = {
  ...base,
  collection: 'accessories/scarves',
  category: 'scarves',
  art: 'scarf',
  items: [
    { en: 'Silk square scarf', vi: 'Khăn lụa vuông', price: 3490, colors: ['RED', 'BLUE', 'YELLOW'], material: 'silk', pattern: 'dots' },
    { en: 'Striped cotton scarf', vi: 'Khăn cotton kẻ sọc', price: 2290, colors: ['NAVY', 'WHITE'], material: 'cotton', pattern: 'stripes' },
    { en: 'Soft wool scarf', vi: 'Khăn len mềm', price: 3990, colors: ['GRAY', 'BEIGE', 'BROWN'], material: 'wool', sale: 25 },
    { en: 'Checked blanket scarf', vi: 'Khăn choàng kẻ caro', price: 4290, colors: ['RED', 'GREEN'], material: 'wool', pattern: 'check' },
    { en: 'Polka dot silk bandana', vi: 'Khăn bandana lụa chấm bi', price: 1890, colors: ['BLACK'], material: 'silk', pattern: 'dots' },
    { en: 'Lightweight linen scarf', vi: 'Khăn quàng linen mỏng nhẹ', price: 2590, colors: ['PINK', 'PURPLE', 'ORANGE'], material: 'linen' },
  ],
};

// prettier-ignore
const belts: Group = {
  ...base,
  collection: 'accessories/belts',
  category: 'belts',
  art: 'belt',
  items: [
    { en: 'Classic leather belt', vi: 'Thắt lưng da cổ điển', price: 3490, colors: ['BLACK', 'BROWN'], material: 'leather' },
    { en: 'Woven canvas belt', vi: 'Thắt lưng vải canvas', price: 1990, colors: ['NAVY', 'GREEN', 'BEIGE'], material: 'canvas', pattern: 'stripes', sale: 20 },
    { en: 'Slim leather waist belt', vi: 'Thắt lưng da bản nhỏ', price: 2790, colors: ['RED'], material: 'leather' },
    { en: 'Braided leather belt', vi: 'Thắt lưng da bện', price: 3990, colors: ['BROWN'], material: 'leather', pattern: 'check', sale: 30 },
    { en: 'Soft suede belt', vi: 'Thắt lưng da lộn mềm', price: 3290, colors: ['BEIGE', 'GRAY'], material: 'leather' },
  ],
};

// prettier-ignore
const sunglasses: Group = {
  ...base,
  collection: 'accessories/sunglasses',
  category: 'sunglasses',
  art: 'sunglasses',
  items: [
    { en: 'Round tortoiseshell sunglasses', vi: 'Kính mát gọng tròn đồi mồi', price: 3990, colors: ['BROWN'], material: 'acetate', pattern: 'dots' },
    { en: 'Classic square sunglasses', vi: 'Kính mát gọng vuông', price: 3490, colors: ['BLACK', 'NAVY'], material: 'acetate' },
    { en: 'Cat-eye sunglasses', vi: 'Kính mát mắt mèo', price: 3790, colors: ['PINK', 'RED', 'BLACK'], material: 'acetate', sale: 25 },
    { en: 'Gold aviator sunglasses', vi: 'Kính mát phi công gọng vàng', price: 4490, colors: ['YELLOW'], material: 'acetate' },
    { en: 'Oversized sunglasses', vi: 'Kính mát gọng to bản', price: 3990, colors: ['WHITE', 'BEIGE'], material: 'acetate' },
  ],
};

// prettier-ignore
const jewelry: Group = {
  ...base,
  collection: 'accessories/jewelry',
  category: 'jewelry',
  art: 'jewelry',
  items: [
    { en: 'Gold hoop earrings', vi: 'Bông tai vòng mạ vàng', price: 2490, colors: ['YELLOW'], material: 'gold' },
    { en: 'Pearl pendant necklace', vi: 'Dây chuyền mặt ngọc trai', price: 3990, colors: ['WHITE'], material: 'silver' },
    { en: 'Silver chain bracelet', vi: 'Vòng tay bạc dây xích', price: 2990, colors: ['GRAY'], material: 'silver' },
    { en: 'Enamel flower earrings', vi: 'Bông tai hoa tráng men', price: 1990, colors: ['PINK', 'BLUE', 'GREEN'], material: 'gold' },
    { en: 'Silver signet ring', vi: 'Nhẫn bạc mặt vuông', price: 3490, colors: ['GRAY'], material: 'silver' },
    { en: 'Layered gold necklace', vi: 'Dây chuyền mạ vàng nhiều tầng', price: 4490, colors: ['YELLOW'], material: 'gold', sale: 20 },
    { en: 'Gemstone stud earrings', vi: 'Bông tai đính đá', price: 2790, colors: ['PURPLE', 'RED', 'GREEN'], material: 'silver' },
    { en: 'Beaded anklet', vi: 'Lắc chân hạt cườm', price: 1290, colors: ['ORANGE', 'BLUE'], material: 'gold' },
  ],
};

export const accessoryGroups: Group[] = [hats, scarves, belts, sunglasses, jewelry];
export const accessoryProducts = buildGroups(accessoryGroups);
