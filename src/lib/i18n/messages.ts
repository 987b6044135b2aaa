/**
 * Messages per language, each its own chunk so the first load carries one language, and each in
 * parts (message-parts.ts): the core with the app, a catalog page's own part with that page, the
 * later and private parts with the screens and lazy parts that show them. The service worker
 * precaches them all, so switching language works offline. They arrive compiled to formatjs's AST at
 * build time (scripts/compiled-messages.ts), so no ICU parser ships; locales/*.json stay the source.
 * The one accessor for the app, the server and tests.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../../contract/types';
import type { LaterPart } from './message-parts';
import { holdWhileLoading } from '../engaged';
import { BACK_ONLINE_RETRIES, retryWhenOnline } from '../when-online';
import { loadOr } from '../lazy-when-online';

export type Messages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: Messages }>;

const core: Record<Lang, Loader> = {
  vi: () => import('virtual:messages/vi'),
  en: () => import('virtual:messages/en'),
};

const parts: Record<LaterPart, Record<Lang, Loader>> = {
  home: {
    vi: () => import('virtual:messages/vi/home'),
    en: () => import('virtual:messages/en/home'),
  },
  collection: {
    vi: () => import('virtual:messages/vi/collection'),
    en: () => import('virtual:messages/en/collection'),
  },
  product: {
    vi: () => import('virtual:messages/vi/product'),
    en: () => import('virtual:messages/en/product'),
  },
  later: {
    vi: () => import('virtual:messages/vi/later'),
    en: () => import('virtual:messages/en/later'),
  },
  private: {
    vi: () => import('virtual:messages/vi/private'),
    en: () => import('virtual:messages/en/private'),
  },
};

/** The text every page can show. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await core[lang]()).default;
}

/** A part's load; once in, it carries `status` and `value` (see loadMessagesPart). */
type PartLoad = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const partLoads = new Map<string, PartLoad>();

/**
 * One part of a language's text, loaded once. Once in, the promise carries its value the way React's
 * `use` reads it (`status` and `value`), so a screen whose part is in renders without suspending.
 */
export function loadMessagesPart(part: LaterPart, lang: Lang): Promise<Messages> {
  const key = `${part}:${lang}`;
  let load = partLoads.get(key);
  if (!load) {
    // Offline, a part not yet on the device waits for the network (decision 043).
    const loading: PartLoad = retryWhenOnline(() => parts[part][lang]()).then((module) => {
      Object.assign(loading, { status: 'fulfilled', value: module.default });
      return module.default;
    });
    // A failed load (online: a request lost, or a deploy removed the chunk) is tried again by the
    // next caller: a screen's loader (which reloads the tab for a missing chunk), shownMessagesPart.
    loading.catch(() => partLoads.delete(key));
    partLoads.set(key, (load = loading));
    // A screen the shopper opened waits for its text before its code even starts to load
    // (MessagesPart suspends first): the work that waits for them waits for both.
    holdWhileLoading(loading);
  }
  return load;
}

const shownLoads = new Map<string, PartLoad>();

/**
 * A part's text for a screen that shows it (MessagesPart's `use`): loadMessagesPart's, but it never
 * fails: decision 044's rule (loadOr). Online, a part that does not load is tried a few more times, a
 * second apart (a request lost on a flaky network), then shown without its text, the failure logged:
 * each id stands for its text (app/providers/intl-provider.tsx), and the page still answers. A
 * failure React saw would make it render again at once, and ask again: a loop of requests that never
 * ends when a deploy has removed the chunk, with the page never ready.
 */
export function shownMessagesPart(part: LaterPart, lang: Lang): Promise<Messages> {
  const key = `${part}:${lang}`;
  // Once a screen has read a load, it reads that one: React takes another promise on a retry of the
  // same render for a promise made during it (and says so). A part in already needs no other.
  const shown = shownLoads.get(key);
  if (shown) return shown;
  const load = partLoads.get(key);
  if (load?.status === 'fulfilled') return load;
  const showing: PartLoad = loadOr(
    () => loadMessagesPart(part, lang),
    {},
    BACK_ONLINE_RETRIES,
  ).then((messages) => Object.assign(showing, { status: 'fulfilled', value: messages }).value!);
  shownLoads.set(key, showing);
  return showing;
}

/** A part's text if it has loaded already: what React's `use` finds on the load without suspending. */
export function loadedMessagesPart(part: LaterPart, lang: Lang): Messages | undefined {
  return partLoads.get(`${part}:${lang}`)?.value;
}
