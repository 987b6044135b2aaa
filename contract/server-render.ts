/**
 * Between the server and its renderer of catalog pages (src/entry-server.tsx, compiled by vite's SSR
 * build; loaded by server/html/render-page.ts): what a render is given and what it returns.
 */
import type { Lang, StoreInfo } from './types';

/**
 * One API read's answer on the server: its data (with the API's ETag for it, so the browser's service
 * worker can keep the answer as the API would have given it), or the HTTP status of its failure.
 */
export type ServerAnswer = { data: unknown; etag?: string } | { status: number };

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
  /** After this long, reads still pending are given up (the browser then renders those parts). */
  timeoutMs: number;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The answers the render read, by URL, for hydration. */
  answers: Record<string, ServerAnswer>;
  /** What failed in parts the browser will render instead (logged by the server). */
  errors: unknown[];
}
