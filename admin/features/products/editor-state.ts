/**
 * The product editor's state: what the member typed, as text (prices and stock are parsed only when
 * saving, so a half-typed `39.` stays as typed), and the colour × size grid (grid.ts). Made from the
 * API's product, kept as a draft in sessionStorage (draft.ts), and turned into the API's ProductBody
 * (to-body.ts).
 */
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import type { ProductStatus } from '../../../contract/admin/constants';
import type { Color } from '../../../contract/constants';
import { cellKey, type CellState, type Grid } from './grid';
import { formatMoney } from './money';

export interface EditorState extends Grid {
  name_vi: string;
  name_en: string;
  description_md_vi: string;
  description_md_en: string;
  slug: string;
  /** While true (a new product whose slug was never typed) the slug follows the Vietnamese name. */
  slugAuto: boolean;
  collection: string;
  category: string;
  status: ProductStatus;
  price: string;
  compare_at_price: string;
  seo_title_vi: string;
  seo_title_en: string;
  seo_description_vi: string;
  seo_description_en: string;
}

export const emptyState = (): EditorState => ({
  name_vi: '',
  name_en: '',
  description_md_vi: '',
  description_md_en: '',
  slug: '',
  slugAuto: true,
  collection: '',
  category: '',
  status: 'draft',
  price: '',
  compare_at_price: '',
  seo_title_vi: '',
  seo_title_en: '',
  seo_description_vi: '',
  seo_description_en: '',
  colors: [],
  sizes: [],
  cells: {},
  removed: {},
});

/** The editor's state for a product as the API answered it (prices in the currency's decimals). */
export function stateOf(product: AdminProduct, digits: number): EditorState {
  const colors: Color[] = [];
  const sizes: string[] = [];
  const cells: Record<string, CellState> = {};
  for (const v of product.variants) {
    if (!colors.includes(v.color)) colors.push(v.color);
    if (!sizes.includes(v.size)) sizes.push(v.size);
    cells[cellKey(v.color, v.size)] = {
      id: v.id,
      sku: v.sku,
      price: formatMoney(v.price, digits),
      stock: String(v.stock),
      stockSeen: v.stock,
    };
  }
  return {
    name_vi: product.name_vi,
    name_en: product.name_en,
    description_md_vi: product.description_md_vi,
    description_md_en: product.description_md_en,
    slug: product.slug,
    slugAuto: false,
    collection: product.collection,
    category: product.category,
    status: product.status,
    price: formatMoney(product.price, digits),
    compare_at_price: formatMoney(product.compare_at_price, digits),
    seo_title_vi: product.seo_title_vi ?? '',
    seo_title_en: product.seo_title_en ?? '',
    seo_description_vi: product.seo_description_vi ?? '',
    seo_description_en: product.seo_description_en ?? '',
    colors,
    sizes,
    cells,
    removed: {},
  };
}
