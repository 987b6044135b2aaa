/**
 * A product's slug as the back office makes it from the Vietnamese name (issue 37): the name without
 * its marks (đ as d), lower-case, words joined by hyphens, at most 80 characters. The admin app shows
 * it as it is typed; the server makes it unique (server/catalog/slug.ts).
 */
import { normalizeSearchText } from '../search-text';

export const MAX_SLUG_LENGTH = 80;

export function slugFromName(name: string): string {
  return normalizeSearchText(name)
    .replace(/\s+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
