/** Size charts in centimetres per garment family; a product's guide keeps only the sizes it is sold in. */
import type { DemoProduct } from './types';

export type GuideKey =
  'women-top' | 'women-dress' | 'women-bottom' | 'skirt' | 'men-top' | 'men-bottom' | 'shoes';

type Chart = { columns: string[]; rows: Record<string, number[]> };

const CHARTS: Record<GuideKey, Chart> = {
  'women-top': {
    columns: ['chest', 'waist', 'hips', 'length'],
    rows: {
      XS: [80, 64, 86, 58],
      S: [84, 68, 90, 60],
      M: [88, 72, 94, 62],
      L: [94, 78, 100, 64],
      XL: [100, 84, 106, 66],
      XXL: [106, 90, 112, 68],
    },
  },
  'women-dress': {
    columns: ['chest', 'waist', 'hips', 'length'],
    rows: {
      XS: [80, 64, 86, 112],
      S: [84, 68, 90, 114],
      M: [88, 72, 94, 116],
      L: [94, 78, 100, 118],
      XL: [100, 84, 106, 120],
      XXL: [106, 90, 112, 122],
    },
  },
  'women-bottom': {
    columns: ['waist', 'hips', 'inseam', 'length'],
    rows: {
      XS: [62, 86, 74, 98],
      S: [66, 90, 75, 99],
      M: [70, 94, 76, 100],
      L: [76, 100, 77, 101],
      XL: [82, 106, 78, 102],
      XXL: [88, 112, 78, 103],
    },
  },
  skirt: {
    columns: ['waist', 'hips', 'length'],
    rows: {
      XS: [62, 86, 62],
      S: [66, 90, 63],
      M: [70, 94, 64],
      L: [76, 100, 65],
      XL: [82, 106, 66],
      XXL: [88, 112, 67],
    },
  },
  'men-top': {
    columns: ['chest', 'shoulder', 'length', 'sleeve'],
    rows: {
      XS: [90, 42, 68, 60],
      S: [96, 44, 70, 62],
      M: [102, 46, 72, 63],
      L: [108, 48, 74, 64],
      XL: [114, 50, 76, 65],
      XXL: [120, 52, 78, 66],
    },
  },
  'men-bottom': {
    columns: ['waist', 'hips', 'inseam', 'length'],
    rows: {
      XS: [72, 92, 78, 102],
      S: [76, 96, 79, 103],
      M: [80, 100, 80, 104],
      L: [86, 106, 81, 105],
      XL: [92, 112, 82, 106],
      XXL: [98, 118, 82, 107],
    },
  },
  shoes: {
    columns: ['foot_length'],
    rows: {
      '36': [23],
      '37': [23.5],
      '38': [24],
      '39': [24.5],
      '40': [25.5],
      '41': [26],
      '42': [26.5],
      '43': [27.5],
      '44': [28],
    },
  },
};

export function sizeGuide(key: GuideKey, sizes: readonly string[]): DemoProduct['size_guide'] {
  const chart = CHARTS[key];
  const rows = sizes.map((size) => {
    const cm = chart.rows[size];
    if (!cm) throw new Error(`size guide ${key} has no row for ${size}`);
    return { size, cm: [...cm] };
  });
  return { columns: [...chart.columns], rows };
}
