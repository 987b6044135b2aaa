/** Clearance: last pieces from past seasons, every one marked down; they live only in the `sale` collection. */
import { buildGroups, ONE_SIZE, WOMEN_SHOES, WOMEN_SIZES, type Group } from './product-builder';

const clothing = { collection: 'sale', audience: 'women', sizes: WOMEN_SIZES } as const;
const oneSize = { collection: 'sale', audience: 'unisex', sizes: ONE_SIZE, guide: null } as const;

// prettier-ignore
const groups: Group[] = [
  {
    ...clothing,
    category: 'dresses',
    art: 'dress',
    guide: 'women-dress',
    items: [
      { en: 'Ribbed bodycon dress', vi: 'Đầm body len gân', price: 3490, colors: ['BLACK', 'PURPLE'], material: 'knit', sale: 40 },
      { en: 'Halter neck maxi dress', vi: 'Đầm maxi cổ yếm', price: 3990, colors: ['ORANGE', 'GREEN'], material: 'viscose', pattern: 'stripes', sale: 50 },
    ],
  },
  {
    ...clothing,
    category: 't-shirts',
    art: 'tee',
    guide: 'women-top',
    items: [{ en: 'Tie-dye tee', vi: 'Áo thun loang màu', price: 1290, colors: ['PURPLE', 'PINK', 'BLUE'], material: 'cotton', pattern: 'dots', sale: 40 }],
  },
  {
    ...clothing,
    category: 'skirts',
    art: 'skirt',
    guide: 'skirt',
    items: [{ en: 'Tulle midi skirt', vi: 'Chân váy voan lưới', price: 2990, colors: ['BEIGE', 'PINK'], material: 'chiffon', sale: 40 }],
  },
  {
    ...clothing,
    audience: 'men',
    category: 'jackets',
    art: 'jacket',
    guide: 'men-top',
    items: [{ en: 'Padded puffer jacket', vi: 'Áo khoác phao', price: 6990, colors: ['NAVY', 'RED'], material: 'nylon', sale: 45 }],
  },
  {
    ...oneSize,
    category: 'bags',
    art: 'bag',
    items: [{ en: 'Patent leather mini bag', vi: 'Túi mini da bóng', price: 2990, colors: ['RED'], material: 'leather', sale: 50 }],
  },
  {
    ...oneSize,
    category: 'hats',
    art: 'hat',
    items: [{ en: 'Sequin bucket hat', vi: 'Mũ bucket đính sequin', price: 1490, colors: ['PINK'], material: 'cotton', pattern: 'dots', sale: 50 }],
  },
  {
    collection: 'sale',
    audience: 'shoes',
    sizes: WOMEN_SHOES,
    guide: 'shoes',
    category: 'shoes',
    art: 'shoes',
    items: [{ en: 'Woven leather slides', vi: 'Dép da đan', price: 2490, colors: ['BROWN', 'BLACK'], material: 'leather', pattern: 'check', sale: 40 }],
  },
];

export const saleGroups = groups;
export const saleProducts = buildGroups(groups);
