/**
 * A refused save as the editor shows it: the message ids by the API's field paths (the server's 422,
 * or the form's own for a price it cannot read) put at the editor's fields (to-body.ts fieldOf), the
 * rest above the form; and where focus goes: the first field at fault in the form's order, in the
 * language tab that holds it, else the form's alert.
 */
import type { IntlShape } from 'react-intl';
import type { Lang } from '../../../contract/types';
import { errorIdText } from '../../lib/error-text';
import { cellFieldId, type Grid } from './grid';
import { fieldOf, TOP_FIELDS, type PathErrors } from './to-body';

/** The fields each language tab holds, as `${field}_${lang}`. */
export const TEXT_FIELDS = ['name', 'description_md', 'seo_title', 'seo_description'] as const;

export interface Shown {
  /** The first message of each field at fault, by the editor's field key. */
  fields: Record<string, string>;
  form: string[];
}

export const NOTHING_SHOWN: Shown = { fields: {}, form: [] };

export function shownOf(intl: IntlShape, errors: PathErrors, keys: readonly string[]): Shown {
  const shown: Shown = { fields: {}, form: [] };
  for (const [path, ids] of Object.entries(errors)) {
    const texts = ids.map((id) => errorIdText(intl, id));
    const field = fieldOf(path, keys);
    if (field && texts[0]) shown.fields[field] ??= texts[0];
    else shown.form.push(...texts);
  }
  return shown;
}

export interface FocusTarget {
  /** The input's DOM id; null for the form's alert. */
  id: string | null;
  /** The language tab to open first, if the field is in one. */
  tab: Lang | null;
}

export function firstAtFault(shown: Shown, keys: readonly string[], grid: Grid): FocusTarget {
  const order = [
    ...TOP_FIELDS,
    ...keys.flatMap((key) => ['sku', 'price', 'stock', 'row'].map((f) => `${key}:${f}`)),
  ];
  const first = order.find((field) => shown.fields[field]);
  if (!first) return { id: null, tab: null };
  const lang = /_(vi|en)$/.exec(first)?.[1] as Lang | undefined;
  const tab = lang && TEXT_FIELDS.some((f) => first === `${f}_${lang}`) ? lang : null;
  const cell = /^(.*):(sku|price|stock|row)$/s.exec(first);
  const id = cell
    ? cellFieldId(grid, cell[1]!, cell[2] === 'row' ? 'sku' : cell[2]!)
    : `product-${first}`;
  return { id, tab };
}
