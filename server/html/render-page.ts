/**
 * Catalog pages rendered by the server with the app's own components (issue 12): the vite SSR build
 * (dist-ssr/entry-server.js, see src/entry-server.tsx) renders the route with its API reads answered
 * in-process, and the page carries those answers as JSON for hydration (src/main.tsx).
 * Without that build, or when a render fails or runs late, the page is the app shell as before: the
 * browser renders it, so server rendering can only make a page faster, never break it.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { storeInfoPath } from '../../contract/api/paths';
import type { RouteName } from '../../contract/routes';
import type { RenderedPage, RenderInput, ServerAnswer } from '../../contract/server-render';
import type { Lang, StoreInfo } from '../../contract/types';
import type { Logger } from '../log';

export type { ServerAnswer };

/** src/entry-server.tsx's interface, as the compiled module offers it. */
interface EntryServer {
  renderPage(input: RenderInput): Promise<RenderedPage>;
}

/** The catalog's pages: the same for every visitor of a URL, so a CDN may keep them (http/cache.ts). */
export const CATALOG_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'page',
  'event',
  'product',
  'collection',
  'search',
]);

/**
 * Screens whose content is the device's (the cart, the checkout's lines) or the shopper's to type (sign
 * in): the server renders their frame, heading and outline, and the app fills them in. Without it a
 * first visit (a shared link, a reopened tab) painted nothing but the header until the app had loaded
 * (LCP 3.1–3.4 s on a phone against 1.2 s for a product; issue 38). Never kept by a CDN: `/cart`
 * follows the request's cart cookie (contract/cart-hint.ts).
 */
export const FRAME_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'cart',
  'checkout',
  'login',
]);

/** The routes whose pages the server renders (anything else stays the shell's). */
export const SERVER_RENDERED: ReadonlySet<RouteName> = new Set([...CATALOG_PAGES, ...FRAME_PAGES]);

/** A render still waiting after this gives up its pending reads: the browser finishes them. */
const RENDER_TIMEOUT_MS = 3000;

let loaded: { path: string; mtimeMs: number; module: Promise<EntryServer | null> } | null = null;

const warnedMissing = new Set<string>();

/**
 * A build copied without its renderer (`dist` without `dist-ssr`) still serves every page, as the
 * app shell: nothing fails, so the owner is told once, or the pages' server rendering (their first
 * paint, their content for search engines) would be gone without a word.
 */
function warnOnceMissing(path: string, log: Logger): void {
  if (warnedMissing.has(path)) return;
  warnedMissing.add(path);
  log.warn(
    { path },
    `No server renderer (${path}): pages are sent as the app shell and rendered in the browser. \`npm run build\` makes it.`,
  );
}

/**
 * The compiled renderer, imported again when a build replaces it; null when there is none or it fails
 * to load. A failed load is logged once per build: the import's answer is kept, so every page after it
 * would log the same error again.
 */
async function loadRenderer(ssrDir: string, log: Logger): Promise<EntryServer | null> {
  const path = join(ssrDir, 'entry-server.js');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) {
    warnOnceMissing(path, log);
    return null;
  }
  if (loaded?.path !== path || loaded.mtimeMs !== info.mtimeMs) {
    // The query makes a new build a new module (Node caches modules by URL).
    const url = `${pathToFileURL(path).href}?v=${info.mtimeMs}`;
    const module = (import(url) as Promise<EntryServer>).catch((error: unknown) => {
      log.error({ err: error, path }, 'server renderer failed to load');
      return null;
    });
    loaded = { path, mtimeMs: info.mtimeMs, module };
  }
  return loaded.module;
}

/** Reads answered by the app itself, as the browser would get them (same routes, same JSON). */
export function inProcessReader(app: Hono): (url: string) => Promise<ServerAnswer> {
  return async (url) => {
    const res = await app.request(url, { headers: { Accept: 'application/json' } });
    if (!res.ok) return { status: res.status };
    const body = (await res.json()) as { data?: unknown };
    // The ETag follows the body (http/cache.ts): the page carries it for the worker's copy (KEEP_PAGE).
    const etag = res.headers.get('ETag');
    return etag ? { data: body.data, etag } : { data: body.data };
  };
}

export interface RenderRequest {
  ssrDir: string;
  path: string;
  search: string;
  lang: Lang;
  notFound: boolean;
  saveData: boolean;
  readApi: (url: string) => Promise<ServerAnswer>;
  log: Logger;
}

export interface ServerPage {
  html: string;
  /** The JSON the browser hydrates from: the language, whether the page was found, the answers. */
  state: string;
  /** No part of it failed or ran late (a part left to the browser): the render cache may keep it. */
  complete: boolean;
}

/** The page's markup and hydration state, or null when the browser should render it instead. */
export async function renderServerPage(req: RenderRequest): Promise<ServerPage | null> {
  const renderer = await loadRenderer(req.ssrDir, req.log);
  if (!renderer) return null;
  const storeInfo = await req.readApi(storeInfoPath());
  const info = 'data' in storeInfo ? (storeInfo.data as StoreInfo) : null;
  try {
    const page = await renderer.renderPage({
      path: req.path,
      search: req.search,
      lang: req.lang,
      notFound: req.notFound,
      saveData: req.saveData,
      storeInfo: info,
      readApi: req.readApi,
      timeoutMs: RENDER_TIMEOUT_MS,
    });
    // A part that failed here is rendered by the browser (its Suspense fallback in the HTML); the
    // page still works, but the shop's log says why.
    for (const error of page.errors)
      req.log.warn({ err: error, path: req.path }, 'part of a page failed on the server');
    const state = {
      lang: req.lang,
      notFound: req.notFound,
      saveData: req.saveData,
      storeInfo: info,
      answers: page.answers,
    };
    return { html: page.html, state: JSON.stringify(state), complete: page.errors.length === 0 };
  } catch (error) {
    req.log.error({ err: error }, 'server render failed');
    return null;
  }
}
