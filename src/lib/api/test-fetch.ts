/** Test helpers: a scripted `globalThis.fetch` (the client calls it), so no server is started. */
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Step = Reply | 'network-error' | 'hang';

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Stubs fetch to answer each call with the next step; the last step repeats. */
export function scriptFetch(...steps: Step[]) {
  const calls: FetchCall[] = [];
  const fn = vi.fn((input: unknown, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal,
    });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)] ?? {};
    if (step === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (step === 'hang') return hangUntilAborted(signal);
    return Promise.resolve(toResponse(step));
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

function toResponse({ status = 200, body, headers = {} }: Reply): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html' : 'application/json';
  return new Response(text, { status, headers: { 'content-type': type, ...headers } });
}

/** Like a real fetch on a dead connection: pending until the signal aborts. */
function hangUntilAborted(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
  });
}
