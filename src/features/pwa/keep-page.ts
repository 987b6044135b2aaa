/**
 * Hands a server-rendered page's data and pictures to the service worker (KEEP_PAGE,
 * contract/keep-page.ts) as soon as one controls the page, so the page opens offline from then on
 * (docs/decisions/028 and 040). Its API answers came inside its HTML (#server-state) and its pictures
 * were loaded before any worker was in control: neither went through the worker's caches. Once per
 * page load; nothing at all is read when the page is the app shell or the browser has no worker.
 *
 * The boot script runs it (src/boot.ts), before the app has come, so it imports nothing the app's
 * entry has: a shared module would take the entry into the boot script. The two rules it would have
 * borrowed are written out: where the server put the page's answers (src/lib/server-state.ts) and the
 * API's base (src/lib/api/api-base.ts).
 */
import {
  KEEP_PAGE_MAX_ANSWERS,
  KEEP_PAGE_MAX_PICTURES,
  type KeepPageMessage,
  type KeptAnswer,
} from '../../../contract/keep-page';
import type { ServerAnswer } from '../../../contract/server-render';

let started = false;

/** The answers the server put in the page (`answers` of #server-state; src/lib/server-state.ts). */
function serverAnswers(doc: Document): Record<string, ServerAnswer> {
  try {
    const state = JSON.parse(doc.getElementById('server-state')?.textContent ?? 'null') as {
      answers?: unknown;
    } | null;
    const answers = state?.answers;
    return typeof answers === 'object' && answers !== null
      ? (answers as Record<string, ServerAnswer>)
      : {};
  } catch {
    return {};
  }
}

/** `<meta name="api-base">`, no trailing slash; none means same origin (src/lib/api/api-base.ts). */
function apiBase(doc: Document): string {
  const content = doc.querySelector('meta[name="api-base"]')?.getAttribute('content') ?? '';
  return content.trim().replace(/\/+$/, '');
}

/** The page's answers, by the URL the app's own fetch would ask (the API base in front, absolute). */
function keptAnswers(doc: Document): KeptAnswer[] {
  const answers = serverAnswers(doc);
  const base = apiBase(doc);
  const origin = doc.location.origin;
  const kept: KeptAnswer[] = [];
  for (const [path, answer] of Object.entries(answers)) {
    // Only reads of a URL: the cart's count is keyed apart (contract/cart-hint.ts).
    if (typeof answer !== 'object' || answer === null || !('data' in answer)) continue;
    if (!path.startsWith('/')) continue;
    const url = new URL(base + path, doc.location.href);
    if (url.origin !== origin) continue; // an API elsewhere is not this worker's to cache
    kept.push({ url: url.href, data: answer.data, ...(answer.etag ? { etag: answer.etag } : {}) });
    if (kept.length === KEEP_PAGE_MAX_ANSWERS) break;
  }
  return kept;
}

/** The pictures on the page that loaded (the ones the shopper saw), as the browser picked them. */
function shownPictures(doc: Document): string[] {
  const origin = doc.location.origin;
  const urls = new Set<string>();
  for (const img of doc.querySelectorAll('img')) {
    if (!img.complete || img.naturalWidth === 0 || !img.currentSrc) continue;
    const url = new URL(img.currentSrc, doc.location.href);
    if (url.origin === origin && url.pathname.startsWith('/images/')) urls.add(url.href);
    if (urls.size === KEEP_PAGE_MAX_PICTURES) break;
  }
  return [...urls];
}

export function keepPageMessage(doc: Document): KeepPageMessage {
  return { type: 'KEEP_PAGE', answers: keptAnswers(doc), pictures: shownPictures(doc) };
}

/** Sends KEEP_PAGE once, now if a worker controls the page, else when one takes control. */
export function keepShownPage(doc: Document = document): void {
  if (started) return;
  started = true;
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw || !doc.getElementById('server-state')) return;
  const send = (): boolean => {
    const controller = sw.controller;
    if (!controller) return false;
    controller.postMessage(keepPageMessage(doc));
    return true;
  };
  if (send()) return;
  const onChange = () => {
    if (send()) sw.removeEventListener('controllerchange', onChange);
  };
  sw.addEventListener('controllerchange', onChange);
}

/** For tests: forget that this page load was handled. */
export function resetKeepShownPage(): void {
  started = false;
}
