/**
 * The server's render of a catalog page (vite SSR build → dist-ssr/entry-server.js, loaded by
 * server/html/render-page.ts): the same App, routes and components as the browser's, with the API
 * reads answered in-process. The HTML waits for every read and lazy page (allReady), so what a
 * shopper sees first is the page itself; the answers go into the page for hydration (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { RenderedPage, RenderInput } from '../contract/server-render';
import { App } from './app/app';
import { loadMessages } from './lib/i18n/messages';
import { fetchingData } from './lib/server-data';
import { storeInfoState } from './lib/store-info-state';

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
      signal: AbortSignal.timeout(input.timeoutMs),
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
