/**
 * The back office's languages: the URL says which (`/admin` Vietnamese, the default; `/en/admin`
 * English), so a link or a reload keeps it and nothing else stores it. Each language's messages (every
 * admin/locales/<lang>/*.json, compiled at build) are one chunk, loaded once when first needed.
 */
import type { MessageFormatElement } from 'react-intl';
import { ADMIN_BASES, adminLangOf } from '../../contract/admin/paths';
import type { Lang } from '../../contract/types';

export type Messages = Record<string, MessageFormatElement[]>;

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  vi: () => import('virtual:admin-messages/vi'),
  en: () => import('virtual:admin-messages/en'),
};

const loaded = new Map<Lang, Promise<Messages>>();

/** The same promise for every call in a language, as React's `use` wants. */
export function loadMessages(lang: Lang): Promise<Messages> {
  let messages = loaded.get(lang);
  if (!messages) {
    messages = loaders[lang]().then((module) => module.default);
    // A failed load (a deploy replaced the chunk, the network dropped) is tried again next time.
    messages.catch(() => loaded.delete(lang));
    loaded.set(lang, messages);
  }
  return messages;
}

/**
 * The full URL of `path` (under the admin's base, with its query) in `lang`: the language switch keeps
 * the page, `/admin/staff?x=1` ↔ `/en/admin/staff?x=1`.
 */
export function adminHref(lang: Lang, path: string): string {
  // The home is the base itself (`/admin`, `/admin?x=1`), never `/admin/`.
  const rest = path === '/' || path.startsWith('/?') ? path.slice(1) : path;
  return `${ADMIN_BASES[lang]}${rest}`;
}

/** The page the browser is on, as a path under the admin's base with its query (`/staff?page=2`). */
export function currentAdminPath(): string {
  const { pathname, search } = window.location;
  const base = ADMIN_BASES[adminLangOf(pathname)];
  return `${pathname.slice(base.length) || '/'}${search}`;
}
