/** The app's words as a test reads them: the locale catalogues themselves, so a test follows a reworded text. */
import { readFileSync } from 'node:fs';

export type Lang = 'vi' | 'en';

const messages: Record<Lang, Record<string, string>> = {
  vi: JSON.parse(readFileSync('locales/vi.json', 'utf8')),
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')),
};

/** The message `id` in `lang`, as written (placeholders left in). */
export const t = (lang: Lang, id: string): string => messages[lang][id]!;

/** The path prefix of `lang`: Vietnamese has none. */
export const prefix = (lang: Lang): string => (lang === 'en' ? '/en' : '');
