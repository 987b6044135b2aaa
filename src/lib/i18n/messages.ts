/**
 * Messages per language, each its own chunk so the first load carries one language;
 * the service worker precaches both, so switching language works offline.
 * They arrive compiled to formatjs's AST at build time (scripts/compiled-messages.ts), so no ICU
 * parser ships; locales/*.json stay the source. The one accessor for the app, the server and tests.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../../contract/types';

export type Messages = Record<string, MessageFormatElement[]>;

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  vi: () => import('virtual:messages/vi'),
  en: () => import('virtual:messages/en'),
};

export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await loaders[lang]()).default;
}
