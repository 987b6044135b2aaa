/**
 * The collections as a select's options: the API lists the tree flat, parents before their children
 * and siblings by position, so each one's depth (its path's segments) is all a select needs to show the
 * tree. Options take no styles: depth shows as leading no-break spaces.
 */
import type { AdminCollection } from '../../../contract/admin/catalog-types';

export interface CollectionOption {
  value: string;
  label: string;
}

export function collectionOptions(
  list: readonly AdminCollection[],
  lang: string,
): CollectionOption[] {
  return list.map((c) => ({
    value: c.slug,
    label: `${'\u00a0\u00a0\u00a0'.repeat(c.slug.split('/').length - 1)}${lang === 'en' ? c.name_en : c.name_vi}`,
  }));
}
