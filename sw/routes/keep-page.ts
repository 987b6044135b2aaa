/**
 * KEEP_PAGE (contract/keep-page.ts): a server-rendered page's data came with its HTML and its
 * pictures were loaded before this worker controlled the page, so neither is in the runtime caches.
 * The app hands them over once the worker controls the page; they go into the same caches, through
 * the same strategies (and so the same plugins: only 200s, the expiration bookkeeping), as if the
 * page had fetched them. Nothing a cache already holds is replaced: it may be fresher than the page.
 */
import { StrategyHandler } from 'workbox-strategies';
import type { KeepPageMessage } from '../../contract/keep-page';
import { apiStrategy } from './api-cache';
import { imageStrategy } from './image-cache';
import { answerResponse, pageAnswers, pagePictures, type PageAnswer } from './keep-page-rule';

async function keepAnswer(answer: PageAnswer, event: ExtendableEvent): Promise<void> {
  const request = new Request(answer.url, { headers: { Accept: 'application/json' } });
  const handler = new StrategyHandler(apiStrategy, { request, event });
  try {
    // An expired copy reads as none (the expiration plugin says so): the page's answer is newer.
    if (await handler.cacheMatch(request)) return;
    await handler.cachePut(request, answerResponse(answer));
  } finally {
    await handler.doneWaiting();
    // A handler holds its event open until destroyed (a strategy's own run does this itself): left
    // open, the message event never ended, and a waiting update could never take over, since the
    // worker still had an event in progress (its Reload did nothing: e2e/pwa.spec.ts).
    handler.destroy();
  }
}

/**
 * Cache-first, as the image route does: a picture already cached is left alone, else it is fetched
 * with the default cache mode, so the copy the page loaded comes from the HTTP cache, not the network.
 */
async function keepPicture(url: string, event: ExtendableEvent): Promise<void> {
  const [response, done] = imageStrategy.handleAll({ request: new Request(url), event });
  await response;
  await done;
}

export async function keepPage(
  message: Partial<KeepPageMessage>,
  origin: string,
  event: ExtendableEvent,
): Promise<void> {
  const jobs = [
    ...pageAnswers(message, origin).map((answer) => keepAnswer(answer, event)),
    ...pagePictures(message, origin).map((url) => keepPicture(url, event)),
  ];
  // One failure (quota, a picture gone) must not stop the rest; nothing is retried: it is a best effort.
  await Promise.allSettled(jobs);
}
