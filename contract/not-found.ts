/**
 * The words of a 404's title (spec section 2: the status code, then 'Page not found: {path}'), in the
 * page's language: the spec's English under /en, Vietnamese on a Vietnamese screen, which shows no
 * English. Here once for the server's title and the app's, which must read the same.
 */
import type { Lang } from './types';

const NOT_FOUND: Record<Lang, string> = { vi: 'Không tìm thấy trang', en: 'Page not found' };

export function notFoundMessage(lang: Lang, path: string): string {
  return `${NOT_FOUND[lang]}: ${path}`;
}
