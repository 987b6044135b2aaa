/** Women's clothing, bags and shoes as compact lines; product-builder.ts fills in the rest. */
import { buildGroups, ONE_SIZE, WOMEN_SHOES, WOMEN_SIZES, type Group } from './product-builder';

// prettier-ignore
const dresses: Group = {
  collection: 'women/dresses',
  category: 'dresses',
  art: 'dress',
  audience: 'women',
  sizes: WOMEN_SIZES,
  guide: 'women-dress',
  items: [
    { en: 'Floral maxi dress', vi: 'Đầm maxi hoa nhí', price: 5990, colors: ['PINK', 'BLUE', 'YELLOW'], material: 'viscose', pattern: 'dots', sale: 25 },
    { en: 'Linen shift dress', vi: 'Đầm suông linen', price: 5490, colors: ['BEIGE', 'WHITE', 'GREEN'], material: 'linen' },
    { en: 'Wrap midi dress', vi: 'Đầm midi cổ đắp chéo', price: 6490, colors: ['RED', 'NAVY'], material: 'viscose', xxl: true },
    { en: 'Striped shirt dress', vi: 'Đầm sơ mi kẻ sọc', price: 5290, colors: ['BLUE', 'WHITE'], material: 'cotton', pattern: 'stripes' },
    { en: 'Silk slip dress', vi: 'Đầm hai dây lụa', price: 8990, colors: ['BLACK', 'BEIGE', 'PURPLE'], material: 'silk' },
    { en: 'Smocked sundress', vi: 'Đầm nhún ngực đi biển', price: 4590, colors: ['YELLOW', 'ORANGE'], material: 'cotton', sale: 30 },
    { en: 'Polka dot tea dress', vi: 'Đầm chấm bi cổ điển', price: 5790, colors: ['NAVY', 'RED'], material: 'chiffon', pattern: 'dots' },
    { en: 'Knit midi dress', vi: 'Đầm len dệt kim dáng midi', price: 6990, colors: ['GRAY', 'BROWN'], material: 'knit', xxl: true },
    { en: 'Tiered cotton maxi dress', vi: 'Đầm maxi cotton nhiều tầng', price: 6290, colors: ['WHITE', 'GREEN'], material: 'cotton' },
    { en: 'Gingham mini dress', vi: 'Đầm ngắn kẻ caro', price: 4290, colors: ['PINK', 'BLUE'], material: 'cotton', pattern: 'check', sale: 20 },
    { en: 'Puff sleeve mini dress', vi: 'Đầm ngắn tay phồng', price: 4890, colors: ['BLACK', 'WHITE', 'PURPLE'], material: 'cotton' },
    { en: 'Linen button-front dress', vi: 'Đầm linen cài cúc', price: 5990, colors: ['ORANGE', 'BEIGE'], material: 'linen', soldOut: true },
    { en: 'Pleated chiffon dress', vi: 'Đầm voan xếp ly', price: 7490, colors: ['GREEN', 'PINK'], material: 'chiffon' },
    { en: 'Modern silk ao dai', vi: 'Áo dài lụa cách tân', price: 9990, colors: ['RED', 'YELLOW', 'BLUE'], material: 'silk' },
  ],
};

// prettier-ignore
const tops: Group = {
  collection: 'women/tops',
  category: 'tops',
  art: 'tee',
  audience: 'women',
  sizes: WOMEN_SIZES,
  guide: 'women-top',
  items: [
    { en: 'Short sleeve linen shirt', vi: 'Áo sơ mi linen tay ngắn', price: 3990, colors: ['WHITE', 'BEIGE', 'BLUE'], material: 'linen', art: 'shirt' },
    { en: 'Ruffled cotton blouse', vi: 'Áo kiểu cotton bèo nhún', price: 3590, colors: ['WHITE', 'PINK'], material: 'cotton', art: 'shirt' },
    { en: 'Striped boat neck top', vi: 'Áo cổ thuyền kẻ sọc', price: 2990, colors: ['NAVY', 'RED'], material: 'cotton', pattern: 'stripes', sale: 25 },
    { en: 'Fitted ribbed tee', vi: 'Áo thun gân ôm', price: 1990, colors: ['BLACK', 'WHITE', 'GRAY', 'BROWN'], material: 'knit' },
    { en: 'Silk camisole', vi: 'Áo hai dây lụa', price: 4590, colors: ['BEIGE', 'BLACK'], material: 'silk' },
    { en: 'Oversized poplin shirt', vi: 'Áo sơ mi poplin dáng rộng', price: 4290, colors: ['BLUE', 'WHITE'], material: 'cotton', pattern: 'stripes', art: 'shirt', xxl: true },
    { en: 'Cropped cardigan', vi: 'Áo cardigan dáng lửng', price: 3890, colors: ['PURPLE', 'YELLOW', 'GREEN'], material: 'knit', art: 'jacket' },
    { en: 'Embroidered peasant blouse', vi: 'Áo blouse tay bồng thêu hoa', price: 3790, colors: ['WHITE', 'YELLOW'], material: 'cotton', pattern: 'dots', art: 'shirt', sale: 30 },
    { en: 'Basic crew neck tee', vi: 'Áo thun cổ tròn cơ bản', price: 1490, colors: ['WHITE', 'BLACK', 'PINK', 'GREEN'], material: 'cotton' },
    { en: 'Polka dot chiffon blouse', vi: 'Áo voan chấm bi', price: 3490, colors: ['BLACK', 'NAVY'], material: 'chiffon', pattern: 'dots', art: 'shirt' },
    { en: 'Linen tank top', vi: 'Áo ba lỗ linen', price: 2490, colors: ['ORANGE', 'BEIGE'], material: 'linen' },
    { en: 'Gingham puff sleeve top', vi: 'Áo tay phồng kẻ caro', price: 3290, colors: ['RED', 'BLUE'], material: 'cotton', pattern: 'check', sale: 20 },
    { en: 'Wrap blouse', vi: 'Áo kiểu vạt chéo', price: 3990, colors: ['GREEN', 'PURPLE'], material: 'viscose', art: 'shirt' },
  ],
};

// prettier-ignore
const skirts: Group = {
  collection: 'women/skirts',
  category: 'skirts',
  art: 'skirt',
  audience: 'women',
  sizes: WOMEN_SIZES,
  guide: 'skirt',
  items: [
    { en: 'Pleated midi skirt', vi: 'Chân váy midi xếp ly', price: 4290, colors: ['BEIGE', 'BLACK', 'GREEN'], material: 'chiffon' },
    { en: 'Denim A-line skirt', vi: 'Chân váy jeans chữ A', price: 3890, colors: ['BLUE', 'BLACK'], material: 'denim', sale: 25 },
    { en: 'Linen wrap skirt', vi: 'Chân váy quấn linen', price: 3990, colors: ['WHITE', 'ORANGE'], material: 'linen' },
    { en: 'Satin slip skirt', vi: 'Chân váy lụa satin', price: 4990, colors: ['PINK', 'PURPLE', 'BROWN'], material: 'silk' },
    { en: 'Checked mini skirt', vi: 'Chân váy ngắn kẻ caro', price: 3490, colors: ['GRAY', 'RED'], material: 'wool', pattern: 'check' },
    { en: 'Floral tiered skirt', vi: 'Chân váy tầng hoa nhí', price: 4490, colors: ['YELLOW', 'BLUE'], material: 'viscose', pattern: 'dots', xxl: true },
    { en: 'Corduroy mini skirt', vi: 'Chân váy nhung tăm ngắn', price: 3690, colors: ['BROWN', 'NAVY'], material: 'cotton', sale: 30 },
  ],
};

// prettier-ignore
const trousers: Group = {
  collection: 'women/trousers',
  category: 'trousers',
  art: 'trousers',
  audience: 'women',
  sizes: WOMEN_SIZES,
  guide: 'women-bottom',
  items: [
    { en: 'Wide-leg linen trousers', vi: 'Quần ống rộng linen', price: 4990, colors: ['BEIGE', 'WHITE', 'BLACK'], material: 'linen', xxl: true },
    { en: 'High-rise straight jeans', vi: 'Quần jeans ống đứng cạp cao', price: 5490, colors: ['BLUE', 'BLACK'], material: 'denim' },
    { en: 'Pleated tailored trousers', vi: 'Quần tây xếp ly', price: 5990, colors: ['GRAY', 'NAVY'], material: 'wool' },
    { en: 'Linen culottes', vi: 'Quần culottes linen ống lửng', price: 4290, colors: ['GREEN', 'BROWN'], material: 'linen', sale: 20 },
    { en: 'Denim shorts', vi: 'Quần short jeans', price: 2990, colors: ['BLUE', 'WHITE'], material: 'denim' },
    { en: 'Striped palazzo trousers', vi: 'Quần ống suông kẻ sọc', price: 4590, colors: ['NAVY', 'RED'], material: 'viscose', pattern: 'stripes', sale: 30 },
    { en: "Women's cargo trousers", vi: 'Quần túi hộp nữ', price: 4790, colors: ['GREEN', 'BEIGE'], material: 'cotton', slug: 'womens-cargo-trousers' },
    { en: 'Flared jeans', vi: 'Quần jeans ống loe', price: 5290, colors: ['BLUE'], material: 'denim', soldOut: true },
  ],
};

// prettier-ignore
const outerwear: Group = {
  collection: 'women/outerwear',
  category: 'jackets',
  art: 'jacket',
  audience: 'women',
  sizes: WOMEN_SIZES,
  guide: 'women-top',
  items: [
    { en: 'Oversized linen blazer', vi: 'Áo blazer linen dáng rộng', price: 7990, colors: ['BEIGE', 'BLACK', 'GREEN'], material: 'linen' },
    { en: 'Cropped denim jacket', vi: 'Áo khoác jeans dáng lửng', price: 5990, colors: ['BLUE', 'WHITE'], material: 'denim', sale: 25 },
    { en: 'Cotton trench coat', vi: 'Áo măng tô trench coat', price: 12900, colors: ['BEIGE', 'NAVY'], material: 'cotton', xxl: true },
    { en: 'Light windbreaker', vi: 'Áo khoác gió nhẹ', price: 6490, colors: ['YELLOW', 'ORANGE', 'PINK'], material: 'nylon' },
    { en: 'Long wool blend coat', vi: 'Áo khoác dạ dáng dài', price: 11900, colors: ['GRAY', 'BROWN'], material: 'wool', sale: 30 },
    { en: 'Checked blazer', vi: 'Áo blazer kẻ caro', price: 8490, colors: ['GRAY', 'BROWN'], material: 'wool', pattern: 'check' },
    { en: 'Chunky knit cardigan', vi: 'Áo khoác len cardigan', price: 5490, colors: ['PURPLE', 'WHITE'], material: 'knit' },
  ],
};

// prettier-ignore
const bags: Group = {
  collection: 'women/bags',
  category: 'bags',
  art: 'bag',
  audience: 'unisex',
  sizes: ONE_SIZE,
  guide: null,
  items: [
    { en: 'Leather crossbody bag', vi: 'Túi đeo chéo da', price: 6990, colors: ['BROWN', 'BLACK', 'RED'], material: 'leather' },
    { en: 'Canvas tote bag', vi: 'Túi tote vải canvas', price: 2490, colors: ['BEIGE', 'NAVY'], material: 'canvas', art: 'tote' },
    { en: 'Striped beach tote', vi: 'Túi tote đi biển kẻ sọc', price: 2990, colors: ['BLUE'], material: 'canvas', pattern: 'stripes', art: 'tote' },
    { en: 'Woven straw bag', vi: 'Túi cói đan tay', price: 3990, colors: ['BEIGE'], material: 'straw', pattern: 'check', art: 'tote' },
    { en: 'Mini shoulder bag', vi: 'Túi đeo vai mini', price: 5490, colors: ['PINK', 'PURPLE', 'GREEN'], material: 'leather', sale: 25 },
    { en: 'Leather bucket bag', vi: 'Túi dây rút da', price: 7490, colors: ['BROWN', 'ORANGE'], material: 'leather' },
    { en: 'Quilted clutch', vi: 'Ví cầm tay chần bông', price: 4290, colors: ['BLACK'], material: 'leather', pattern: 'check' },
    { en: 'Leather saddle bag', vi: 'Túi yên ngựa da', price: 7990, colors: ['BROWN'], material: 'leather', soldOut: true },
    { en: 'Nylon belt bag', vi: 'Túi đeo hông nylon', price: 2790, colors: ['BLACK', 'YELLOW', 'GRAY'], material: 'nylon', sale: 20 },
    { en: 'Polka dot canvas tote', vi: 'Túi tote chấm bi', price: 2690, colors: ['WHITE'], material: 'canvas', pattern: 'dots', art: 'tote' },
  ],
};

// prettier-ignore
const shoes: Group = {
  collection: 'women/shoes',
  category: 'shoes',
  art: 'shoes',
  audience: 'shoes',
  sizes: WOMEN_SHOES,
  guide: 'shoes',
  items: [
    { en: 'Strappy leather sandals', vi: 'Giày sandal da quai mảnh', price: 4990, colors: ['BROWN', 'BLACK'], material: 'leather' },
    { en: 'Canvas low-top sneakers', vi: 'Giày sneaker vải cổ thấp', price: 4590, colors: ['WHITE', 'PINK'], material: 'sneaker' },
    { en: 'Suede ballet flats', vi: 'Giày búp bê da lộn', price: 4290, colors: ['BEIGE', 'RED', 'NAVY'], material: 'suede', sale: 25 },
    { en: 'Block heel mules', vi: 'Giày mule gót vuông', price: 5590, colors: ['BLACK', 'BEIGE'], material: 'leather' },
    { en: 'Striped espadrilles', vi: 'Giày đế cói espadrille kẻ sọc', price: 3890, colors: ['NAVY', 'WHITE'], material: 'canvas', pattern: 'stripes', sale: 30 },
    { en: 'Chunky platform sneakers', vi: 'Giày sneaker đế độn', price: 6490, colors: ['WHITE', 'GRAY'], material: 'sneaker' },
  ],
};

export const womenGroups: Group[] = [dresses, tops, skirts, trousers, outerwear, bags, shoes];
export const womenProducts = buildGroups(womenGroups);
