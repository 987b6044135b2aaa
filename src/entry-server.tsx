/**
 * The server's render of a catalog page (vite SSR build → dist-ssr/entry-server.js, loaded by
 * server/html/render-page.ts): the same App, routes and components as the browser's, with the API
 * reads answered in-process. The HTML waits for every read and lazy page (allReady), so what a
 * shopper sees first is the page itself; the answers go into the page for hydration (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { Lang, StoreInfo } from '../contract/types';
import { App } from './app/app';
import { loadMessages } from './lib/i18n/messages';
import { fetchingData, type ServerAnswer } from './lib/server-data';
import { storeInfoState } from './lib/store-info-state';

export interface RenderInput {
  /** The request's path (language prefix included) and query string (without `?`). */
  path: string;
  search: string;
  lang: Lang;
  /** The page's product, collection, page or event does not exist: the not-found view. */
  notFound: boolean;
  /** The request said Save-Data: pictures in their smallest width only. */
  saveData: boolean;
  storeInfo: StoreInfo | null;
  /** Answers an API read in-process (a built URL such as `/api/catalog/home?lang=vi`). */
  readApi: (url: string) => Promise<ServerAnswer>;
  /** Gives up on reads still pending (the page then hydrates them in the browser). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The answers the render read, by URL, for hydration. */
  answers: Record<string, ServerAnswer>;
  /** What failed in parts the browser will render instead (logged by the server). */
  errors: unknown[];
}

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const messages = await loadMessages(input.lang);
  // Store info is the shop's, the same for every request: the store holds it for this render.
  if (input.storeInfo) {
    storeInfoState.info = input.storeInfo;
    storeInfoState.status = 'ready';
  }
  const data = fetchingData(input.readApi);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <StrictMode>
      <App
        initialLang={input.lang}
        initialMessages={messages}
        serverData={data.data}
        notFoundPath={input.notFound ? input.path : undefined}
        saveData={input.saveData}
        ssrPath={input.path}
        ssrSearch={input.search}
      />
    </StrictMode>,
    {
      ...(input.signal ? { signal: input.signal } : {}),
      // Each part arrives whole and in place, however large: React would otherwise send a big one
      // after the rest with an inline script to move it in, and the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails on the server is rendered by the browser instead (its Suspense fallback here).
      onError: (error) => void errors.push(error),
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, answers: data.answers(), errors };
}
