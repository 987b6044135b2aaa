/**
 * The state a server-rendered page carries for its hydration (server/html/navigate.ts writes it as
 * JSON in `<script id="server-state">`): its language, whether it was found, the shop's info and the
 * API answers it was rendered with. Absent on the app shell.
 */
import type { Lang, StoreInfo } from '../../contract/types';
import { isLang } from '../../contract/locale';
import type { ServerAnswer } from './server-data';

export interface ServerState {
  lang: Lang;
  notFound: boolean;
  saveData: boolean;
  storeInfo: StoreInfo | null;
  answers: Record<string, ServerAnswer>;
}

export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById('server-state')?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    if (!isLang(state.lang) || typeof state.answers !== 'object' || state.answers === null)
      return null;
    return {
      lang: state.lang,
      notFound: state.notFound === true,
      saveData: state.saveData === true,
      storeInfo: state.storeInfo ?? null,
      answers: state.answers,
    };
  } catch {
    return null; // a damaged page is rendered afresh, as the shell is
  }
}
