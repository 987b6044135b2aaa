/**
 * Messages per language, each its own chunk so the first load carries one language, and each in two
 * parts (message-parts.ts): the core with the app, the private screens' text with those screens.
 * The service worker precaches them all, so switching language works offline.
 * They arrive compiled to formatjs's AST at build time (scripts/compiled-messages.ts), so no ICU
 * parser ships; locales/*.json stay the source. The one accessor for the app, the server and tests.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../../contract/types';

export type Messages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: Messages }>;

const core: Record<Lang, Loader> = {
  vi: () => import('virtual:messages/vi'),
  en: () => import('virtual:messages/en'),
};

const privatePart: Record<Lang, Loader> = {
  vi: () => import('virtual:messages/vi/private'),
  en: () => import('virtual:messages/en/private'),
};

/** The text every page can show. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await core[lang]()).default;
}

const privateLoads = new Map<Lang, Promise<Messages>>();
const privateLoaded = new Map<Lang, Messages>();

/** The private screens' text (checkout, order, account), loaded once per language. */
export function loadPrivateMessages(lang: Lang): Promise<Messages> {
  let load = privateLoads.get(lang);
  if (!load) {
    load = privatePart[lang]().then((module) => {
      privateLoaded.set(lang, module.default);
      return module.default;
    });
    // A failed load (offline before it was cached) is tried again next time.
    load.catch(() => privateLoads.delete(lang));
    privateLoads.set(lang, load);
  }
  return load;
}

/** The private screens' text if it has loaded already, so a screen can render without suspending. */
export function loadedPrivateMessages(lang: Lang): Messages | undefined {
  return privateLoaded.get(lang);
}
