/** The back office's words, as its build merges them: every admin/locales/<lang>/*.json. */
import { readFileSync, readdirSync } from 'node:fs';
import type { Lang } from './messages';

export function adminTexts(lang: Lang) {
  const dir = `admin/locales/${lang}`;
  const messages: Record<string, string> = Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Record<string, string>),
  );
  return (id: string, values: Record<string, string | number> = {}) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no admin ${lang} message ${id}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
