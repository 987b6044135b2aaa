/**
 * The colours' names as the storefront shows them to shoppers (locales/<lang>.json `color.<CODE>`),
 * for what the server writes in words: the orders export. One source, the storefront's catalogue, so
 * the shop's files say "Đen" where its pages do.
 */
import type { Color } from '../../../contract/constants';
import type { Lang } from '../../../contract/types';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';

const CATALOGUES: Record<Lang, Record<string, string>> = { vi, en };

/** The colour's name in `lang`; its code when the catalogue has none. */
export const colorName = (color: Color | string, lang: Lang): string =>
  CATALOGUES[lang][`color.${color}`] ?? color;
