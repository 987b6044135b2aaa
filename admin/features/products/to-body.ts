/**
 * The editor's state as the API's ProductBody (the whole product, for POST and PUT), with the prices
 * parsed from the typed decimals, and the API's field paths mapped back onto the editor: a 422's
 * `variants.3.sku` is the SKU of the grid cell that went fourth, so the body's order is kept beside it.
 * A price that cannot be read is refused here, at its field, before anything is sent.
 */
import type { ProductBody, VariantInput } from '../../../contract/admin/catalog-types';
import type { EditorState } from './editor-state';
import { cellKey, variantsOf } from './grid';
import { parseMoney } from './money';

/** Message ids by the API's field path (`price`, `variants.3.stock`). */
export type PathErrors = Record<string, string[]>;

export interface Built {
  body: ProductBody;
  /** The cellKey of each of `body.variants`, in order. */
  keys: string[];
  /** What could not be read: nothing is sent while there is any. */
  errors: PathErrors;
}

const STOCK_RE = /^\d{1,7}$/;

export function toBody(state: EditorState, digits: number): Built {
  const errors: PathErrors = {};
  const money = (path: string, text: string, required: boolean): number | null => {
    const parsed = parseMoney(text, digits);
    if (!parsed.ok) errors[path] = [parsed.problem];
    else if (parsed.value === null && required) errors[path] = ['admin.errors.required'];
    return parsed.ok ? parsed.value : null;
  };
  const price = money('price', state.price, true);
  const compareAt = money('compare_at_price', state.compare_at_price, false);
  const keys: string[] = [];
  const variants = variantsOf(state).map(({ color, size, cell }, i): VariantInput => {
    keys.push(cellKey(color, size));
    const stock = cell.stock.trim();
    if (!STOCK_RE.test(stock)) errors[`variants.${i}.stock`] = ['catalog.errors.stock_invalid'];
    return {
      id: cell.id,
      color,
      size,
      sku: cell.sku.trim() || null,
      price: money(`variants.${i}.price`, cell.price, false),
      stock: STOCK_RE.test(stock) ? Number(stock) : 0,
      stock_seen: cell.stockSeen,
    };
  });
  const text = (value: string) => value.trim() || null;
  const body: ProductBody = {
    name_vi: state.name_vi,
    name_en: state.name_en,
    description_md_vi: state.description_md_vi,
    description_md_en: state.description_md_en,
    // Left to the server while it follows the name: it makes it unique (`-2`), which a typed one is not.
    slug: state.slugAuto ? null : text(state.slug),
    collection: state.collection,
    category: state.category,
    status: state.status,
    price: price ?? 0,
    compare_at_price: compareAt,
    seo_title_vi: text(state.seo_title_vi),
    seo_title_en: text(state.seo_title_en),
    seo_description_vi: text(state.seo_description_vi),
    seo_description_en: text(state.seo_description_en),
    variants,
  };
  return { body, keys, errors };
}

/** The editor's fields a message can stand at; a cell's are `cellKey` + `:sku`, `:price`, `:stock`, `:row`. */
export const TOP_FIELDS = [
  'name_vi',
  'name_en',
  'description_md_vi',
  'description_md_en',
  'seo_title_vi',
  'seo_description_vi',
  'seo_title_en',
  'seo_description_en',
  'slug',
  'collection',
  'category',
  'status',
  'price',
  'compare_at_price',
  'variants',
] as const;

const CELL_FIELDS = ['sku', 'price', 'stock'];

/** Where the editor shows a message for the API's `path`; null for one it has no field for. */
export function fieldOf(path: string, keys: readonly string[]): string | null {
  if ((TOP_FIELDS as readonly string[]).includes(path)) return path;
  const cell = /^variants\.(\d+)(?:\.(\w+))?$/.exec(path);
  const key = cell ? keys[Number(cell[1])] : undefined;
  if (!cell || key === undefined) return null;
  const field = cell[2] ?? 'row';
  return `${key}:${CELL_FIELDS.includes(field) ? field : 'row'}`;
}
