/**
 * The words a mail shares with the storefront's screens, in each language: a colour's name and the
 * size accessories carry ("One size", stored in English), as the shopper saw them on the product page,
 * and amounts as the store writes them. The server cannot read the app's catalogue (locales/*.json),
 * so the names are written here; mail-words.test.ts holds them equal to the catalogue's.
 */
import type { Color } from '../../contract/constants';
import type { Lang } from '../../contract/types';

export const COLOR_NAMES: Record<Lang, Record<Color, string>> = {
  vi: {
    BEIGE: 'Be',
    BLACK: 'Đen',
    BLUE: 'Xanh dương',
    BROWN: 'Nâu',
    GRAY: 'Xám',
    GREEN: 'Xanh lá',
    NAVY: 'Xanh navy',
    ORANGE: 'Cam',
    PINK: 'Hồng',
    PURPLE: 'Tím',
    RED: 'Đỏ',
    WHITE: 'Trắng',
    YELLOW: 'Vàng',
  },
  en: {
    BEIGE: 'Beige',
    BLACK: 'Black',
    BLUE: 'Blue',
    BROWN: 'Brown',
    GRAY: 'Gray',
    GREEN: 'Green',
    NAVY: 'Navy',
    ORANGE: 'Orange',
    PINK: 'Pink',
    PURPLE: 'Purple',
    RED: 'Red',
    WHITE: 'White',
    YELLOW: 'Yellow',
  },
};

/** The size the catalogue stores for accessories (src/lib/i18n/size-name.ts keeps the same value). */
export const ONE_SIZE = 'One size';
export const ONE_SIZE_NAMES: Record<Lang, string> = { vi: 'Một cỡ', en: 'One size' };

/** A colour as the shopper read it; a value the shop does not know (an old row) as stored. */
export const colorName = (lang: Lang, color: string): string =>
  (COLOR_NAMES[lang] as Record<string, string>)[color] ?? color;

/** A size as the shopper read it: only "One size" is words, the rest (S, 38…) are the same in both. */
export const sizeName = (lang: Lang, size: string): string =>
  size === ONE_SIZE ? ONE_SIZE_NAMES[lang] : size;

/** An amount in minor units, as the store writes it in that language (1.234.000 ₫, $12.90). */
export const money = (lang: Lang, amount: number, currency: string): string =>
  new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { style: 'currency', currency }).format(
    amount / 100,
  );
