/**
 * Search text normalization shared by the server (stored search columns, queries) and any client-side
 * filtering: lowercase, no diacritics, so "ao" finds "áo" and "dam" finds "Đầm".
 */

/** đ/Đ are letters of their own, not d plus a mark, so NFD leaves them alone: map them by hand. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, normalized; empty when the query has nothing searchable. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}
