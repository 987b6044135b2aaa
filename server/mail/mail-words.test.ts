/**
 * The mails name colours and the accessories' size as the storefront's screens do: the words written
 * for the server (mail-words.ts) are the app's catalogue's (locales/<lang>.json), so a renamed colour
 * cannot leave the mails saying the old name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLORS, LANGS } from '../../contract/constants';
import { COLOR_NAMES, ONE_SIZE, ONE_SIZE_NAMES, colorName, sizeName } from './mail-words';

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('the mails’ words', () => {
  it.each(LANGS)('%s: every colour and "One size" as the storefront says them', (lang) => {
    const app = catalogue(lang);
    for (const color of COLORS) expect(COLOR_NAMES[lang][color], color).toBe(app[`color.${color}`]);
    expect(ONE_SIZE_NAMES[lang]).toBe(app['size.oneSize']);
  });

  it('localize only what is words: a lettered size or an unknown colour stays as stored', () => {
    expect(colorName('vi', 'BLACK')).toBe('Đen');
    expect(colorName('en', 'TEAL')).toBe('TEAL');
    expect(sizeName('vi', ONE_SIZE)).toBe('Một cỡ');
    expect(sizeName('vi', 'XL')).toBe('XL');
  });
});
