/** Men's clothing and shoes as compact lines; product-builder.ts fills in the rest. */
import { buildGroups, MEN_SHOES, MEN_SIZES, type Group } from './product-builder';

// prettier-ignore
const shirts: Group = {
  collection: 'men/shirts',
  category: 'shirts',
  art: 'shirt',
  audience: 'men',
  sizes: MEN_SIZES,
  guide: 'men-top',
  items: [
    { en: 'Oxford button-down shirt', vi: 'Áo sơ mi Oxford cổ cài cúc', price: 4490, colors: ['WHITE', 'BLUE', 'PINK'], material: 'cotton', xxl: true },
    { en: "Men's linen shirt", vi: 'Áo sơ mi linen nam', price: 4290, colors: ['BEIGE', 'WHITE', 'GREEN'], material: 'linen', slug: 'mens-linen-shirt' },
    { en: 'Flannel check shirt', vi: 'Áo sơ mi flannel kẻ caro', price: 4790, colors: ['RED', 'GREEN', 'NAVY'], material: 'cotton', pattern: 'check', sale: 25 },
    { en: 'Striped poplin shirt', vi: 'Áo sơ mi poplin kẻ sọc', price: 3990, colors: ['BLUE', 'NAVY'], material: 'cotton', pattern: 'stripes' },
    { en: 'Denim work shirt', vi: 'Áo sơ mi jeans', price: 4990, colors: ['BLUE'], material: 'denim' },
    { en: 'Short sleeve camp shirt', vi: 'Áo sơ mi cổ Cuba tay ngắn', price: 3790, colors: ['ORANGE', 'YELLOW', 'BLACK'], material: 'viscose', pattern: 'dots', sale: 30 },
    { en: 'Mandarin collar shirt', vi: 'Áo sơ mi cổ tàu', price: 3990, colors: ['WHITE', 'BLACK', 'GRAY'], material: 'linen' },
    { en: 'Slim fit dress shirt', vi: 'Áo sơ mi công sở dáng ôm', price: 4590, colors: ['WHITE', 'BLUE', 'PURPLE'], material: 'cotton', xxl: true },
    { en: 'Gingham shirt', vi: 'Áo sơ mi kẻ ô gingham', price: 3890, colors: ['BLUE', 'RED'], material: 'cotton', pattern: 'check' },
    { en: 'Washed silk shirt', vi: 'Áo sơ mi lụa wash', price: 7990, colors: ['NAVY', 'BROWN'], material: 'silk' },
  ],
};

// prettier-ignore
const tees: Group = {
  collection: 'men/t-shirts',
  category: 't-shirts',
  art: 'tee',
  audience: 'men',
  sizes: MEN_SIZES,
  guide: 'men-top',
  items: [
    { en: 'Heavyweight cotton tee', vi: 'Áo thun cotton dày dặn', price: 2490, colors: ['WHITE', 'BLACK', 'GRAY', 'NAVY'], material: 'cotton', xxl: true },
    { en: 'Striped Breton tee', vi: 'Áo thun kẻ sọc Breton', price: 2790, colors: ['NAVY', 'RED'], material: 'cotton', pattern: 'stripes' },
    { en: 'Pocket tee', vi: 'Áo thun có túi ngực', price: 1990, colors: ['GREEN', 'BROWN', 'BEIGE'], material: 'cotton', sale: 25 },
    { en: 'Piqué polo shirt', vi: 'Áo polo vải cá sấu', price: 3290, colors: ['WHITE', 'NAVY', 'GREEN'], material: 'cotton', art: 'shirt', slug: 'pique-polo-shirt' },
    { en: 'Long sleeve henley', vi: 'Áo henley dài tay', price: 2990, colors: ['GRAY', 'BEIGE'], material: 'knit' },
    { en: 'Dotted graphic tee', vi: 'Áo thun họa tiết chấm', price: 2290, colors: ['YELLOW', 'BLACK'], material: 'cotton', pattern: 'dots' },
    { en: 'Linen blend tee', vi: 'Áo thun linen pha', price: 2590, colors: ['WHITE', 'ORANGE'], material: 'linen' },
    { en: 'Knitted polo', vi: 'Áo polo dệt kim', price: 3890, colors: ['BROWN', 'PURPLE'], material: 'knit', art: 'shirt', sale: 20 },
    { en: 'V-neck tee', vi: 'Áo thun cổ tim', price: 1790, colors: ['WHITE', 'BLACK', 'RED'], material: 'cotton' },
  ],
};

// prettier-ignore
const trousers: Group = {
  collection: 'men/trousers',
  category: 'trousers',
  art: 'trousers',
  audience: 'men',
  sizes: MEN_SIZES,
  guide: 'men-bottom',
  items: [
    { en: 'Slim chinos', vi: 'Quần kaki dáng ôm', price: 4490, colors: ['BEIGE', 'NAVY', 'BLACK', 'GREEN'], material: 'cotton', xxl: true },
    { en: 'Straight leg jeans', vi: 'Quần jeans ống đứng', price: 4990, colors: ['BLUE', 'BLACK'], material: 'denim' },
    { en: 'Linen drawstring trousers', vi: 'Quần linen dây rút', price: 3990, colors: ['WHITE', 'BEIGE'], material: 'linen', sale: 25 },
    { en: "Men's cargo trousers", vi: 'Quần túi hộp nam', price: 4790, colors: ['GREEN', 'BROWN'], material: 'cotton', slug: 'mens-cargo-trousers' },
    { en: 'Fleece joggers', vi: 'Quần jogger nỉ', price: 3490, colors: ['GRAY', 'BLACK'], material: 'fleece' },
    { en: 'Chino shorts', vi: 'Quần short kaki', price: 2790, colors: ['BEIGE', 'NAVY', 'ORANGE'], material: 'cotton', sale: 30 },
    { en: 'Pleated wool trousers', vi: 'Quần tây len xếp ly', price: 6990, colors: ['GRAY', 'BROWN'], material: 'wool' },
    { en: 'Striped swim shorts', vi: 'Quần short đi biển kẻ sọc', price: 2490, colors: ['BLUE', 'YELLOW', 'RED'], material: 'nylon', pattern: 'stripes' },
    { en: 'Tapered jeans', vi: 'Quần jeans ống côn', price: 4790, colors: ['BLUE'], material: 'denim' },
  ],
};

// prettier-ignore
const jackets: Group = {
  collection: 'men/outerwear',
  category: 'jackets',
  art: 'jacket',
  audience: 'men',
  sizes: MEN_SIZES,
  guide: 'men-top',
  items: [
    { en: 'Nylon bomber jacket', vi: 'Áo khoác bomber', price: 6990, colors: ['BLACK', 'GREEN', 'NAVY'], material: 'nylon' },
    { en: 'Denim trucker jacket', vi: 'Áo khoác jeans nam', price: 6490, colors: ['BLUE'], material: 'denim', sale: 20 },
    { en: 'Corduroy overshirt', vi: 'Áo khoác sơ mi nhung tăm', price: 5490, colors: ['BROWN', 'BEIGE'], material: 'cotton' },
    { en: 'Packable rain jacket', vi: 'Áo khoác chống mưa gấp gọn', price: 7490, colors: ['YELLOW', 'NAVY', 'ORANGE'], material: 'nylon' },
    { en: 'Wool blend overcoat', vi: 'Áo măng tô dạ nam', price: 12900, colors: ['GRAY', 'BLACK'], material: 'wool', xxl: true },
  ],
};

// prettier-ignore
const hoodies: Group = {
  collection: 'men/outerwear',
  category: 'hoodies',
  art: 'hoodie',
  audience: 'men',
  sizes: MEN_SIZES,
  guide: 'men-top',
  items: [
    { en: 'Classic pullover hoodie', vi: 'Áo hoodie chui đầu', price: 3990, colors: ['GRAY', 'BLACK', 'NAVY', 'PURPLE'], material: 'fleece', xxl: true },
    { en: 'Zip-up hoodie', vi: 'Áo hoodie khóa kéo', price: 4490, colors: ['GREEN', 'BEIGE'], material: 'fleece' },
    { en: 'Striped knit hoodie', vi: 'Áo hoodie len kẻ sọc', price: 4990, colors: ['RED', 'WHITE'], material: 'knit', pattern: 'stripes', sale: 30 },
    { en: 'Lightweight summer hoodie', vi: 'Áo hoodie mỏng mùa hè', price: 3490, colors: ['BLUE', 'ORANGE', 'YELLOW'], material: 'cotton' },
  ],
};

// prettier-ignore
const shoes: Group = {
  collection: 'men/shoes',
  category: 'shoes',
  art: 'shoes',
  audience: 'shoes',
  sizes: MEN_SHOES,
  guide: 'shoes',
  items: [
    { en: 'Leather low-top sneakers', vi: 'Giày sneaker da cổ thấp', price: 7490, colors: ['WHITE', 'BLACK'], material: 'leather' },
    { en: 'Suede loafers', vi: 'Giày lười da lộn', price: 6990, colors: ['BROWN', 'NAVY'], material: 'suede' },
    { en: 'Chelsea boots', vi: 'Giày boot Chelsea', price: 9990, colors: ['BLACK', 'BROWN'], material: 'leather', sale: 25 },
    { en: 'Canvas high-top sneakers', vi: 'Giày sneaker vải cổ cao', price: 4990, colors: ['WHITE', 'BLACK', 'RED'], material: 'sneaker' },
    { en: "Men's leather sandals", vi: 'Giày sandal da nam', price: 4490, colors: ['BROWN'], material: 'leather', slug: 'mens-leather-sandals' },
    { en: 'Lightweight running shoes', vi: 'Giày chạy bộ siêu nhẹ', price: 6490, colors: ['GRAY', 'BLUE', 'ORANGE'], material: 'sneaker' },
    { en: 'Leather boat shoes', vi: 'Giày thuyền da', price: 5990, colors: ['BROWN', 'NAVY'], material: 'leather', soldOut: true },
  ],
};

export const menGroups: Group[] = [shirts, tees, trousers, jackets, hoodies, shoes];
export const menProducts = buildGroups(menGroups);
