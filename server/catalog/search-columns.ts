/**
 * What is stored beside a product for search and stock keeping, made by one rule for the seed, the
 * back office's editor and its CSV import: the normalized search text of each language (its name,
 * category and collection's name, with a leading space so a query can match word starts with
 * `like '% term%'`, server/db/queries/search.ts), and the SKU made for a variant when none is given.
 */
import { normalizeSearchText } from '../../contract/search-text';

export function searchText(...parts: string[]): string {
  return ` ${normalizeSearchText(parts.join(' '))}`;
}

export function productSearchColumns(
  p: { nameVi: string; nameEn: string; category: string },
  collection: { nameVi: string; nameEn: string },
): { searchVi: string; searchEn: string } {
  return {
    searchVi: searchText(p.nameVi, p.category, collection.nameVi),
    searchEn: searchText(p.nameEn, p.category, collection.nameEn),
  };
}

/** `SLUG-COLOR-SIZE`, upper-case, anything but letters and digits made a hyphen. */
export function skuFor(slug: string, color: string, size: string): string {
  return `${slug}-${color}-${size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
}
