/**
 * Messages per language, each its own chunk so the first load carries one language;
 * the service worker precaches both, so switching language works offline.
 */
import type { Lang } from '../../../contract/types';

export type Messages = Record<string, string>;

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  vi: () => import('../../../locales/vi.json'),
  en: () => import('../../../locales/en.json'),
};

export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await loaders[lang]()).default;
}
