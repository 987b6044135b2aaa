/** The app's words as a test reads them: the locale catalogues themselves, so a test follows a reworded text. */
import { readFileSync } from 'node:fs';

export type Lang = 'vi' | 'en';
export const LANGS: Lang[] = ['vi', 'en'];

const messages: Record<Lang, Record<string, string>> = {
  vi: JSON.parse(readFileSync('locales/vi.json', 'utf8')),
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')),
};

/**
 * The message `id` in `lang`, its simple `{name}` arguments filled in from `values` (any other left as
 * written). An id the catalogue lacks fails the test here, not as a text that is never found.
 */
export function t(lang: Lang, id: string, values: Record<string, string | number> = {}): string {
  const text = messages[lang][id];
  if (text === undefined) throw new Error(`no ${lang} message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `t` for one language. */
export const textsOf =
  (lang: Lang) =>
  (id: string, values: Record<string, string | number> = {}): string =>
    t(lang, id, values);

/** The path prefix of `lang`: Vietnamese has none. */
export const prefix = (lang: Lang): string => (lang === 'en' ? '/en' : '');
