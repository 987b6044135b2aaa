/**
 * API answers a page was rendered with on the server, keyed by the read's URL (a contract path builder's).
 *
 * On the server each read is answered in-process: the first render that asks for a URL suspends
 * (React's `use`) until the answer is in, and every answer read ends up in the page as JSON. In the
 * browser the same answers seed the reads during hydration, so the first client render shows exactly
 * what the server did and nothing is fetched twice. A seeded answer serves once: after it is on
 * screen the read behaves as any other (quiet refreshes, new keys fetched).
 */
import { createContext, use, useContext } from 'react';
import type { ServerAnswer } from '../../contract/server-render';

export type { ServerAnswer };

export interface ServerData {
  /**
   * The answer for `url`, or undefined when none is known (the browser then fetches it); on the
   * server, a promise of it while it is being read (the hooks below suspend on it).
   */
  read(url: string): ServerAnswer | Promise<ServerAnswer> | undefined;
  /** The answer has been shown: later reads of `url` go to the network. */
  forget(url: string): void;
}

export const ServerDataContext = createContext<ServerData | null>(null);

/** The answers the server embedded, for hydration. */
export function seededData(answers: Record<string, ServerAnswer>): ServerData {
  const left = new Map(Object.entries(answers));
  return {
    read: (url) => left.get(url),
    forget: (url) => void left.delete(url),
  };
}

/**
 * On the server: answers fetched on demand. `read` suspends the render until `fetchAnswer` settles;
 * `answers()` lists what was read, for the page's embedded JSON.
 */
export function fetchingData(fetchAnswer: (url: string) => Promise<ServerAnswer>) {
  const pending = new Map<string, Promise<ServerAnswer>>();
  const settled = new Map<string, ServerAnswer>();
  const data: ServerData = {
    read(url) {
      const known = settled.get(url);
      if (known) return known;
      let promise = pending.get(url);
      if (!promise) {
        promise = fetchAnswer(url)
          .catch((): ServerAnswer => ({ status: 500 }))
          .then((answer) => {
            settled.set(url, answer);
            return answer;
          });
        pending.set(url, promise);
      }
      return promise;
    },
    forget: () => undefined,
  };
  // Only answers with data travel to the browser: it reads a failed one again itself.
  const answers = () => Object.fromEntries([...settled].filter(([, answer]) => 'data' in answer));
  return { data, answers };
}

/** The server's answer for `url` when this render has one (hydration or the server itself). */
export function useServerAnswer(url: string | null): ServerAnswer | undefined {
  const data = useContext(ServerDataContext);
  const answer = url === null ? undefined : data?.read(url);
  return answer instanceof Promise ? use(answer) : answer;
}

/** The server's answers for several URLs: all of them, or undefined when any is missing or failed. */
export function useServerAnswers(urls: readonly string[]): unknown[] | undefined {
  const data = useContext(ServerDataContext);
  if (!data) return undefined;
  const found: unknown[] = [];
  for (const url of urls) {
    const read = data.read(url);
    const answer = read instanceof Promise ? use(read) : read;
    if (!answer || !('data' in answer)) return undefined;
    found.push(answer.data);
  }
  return found;
}

/** The ServerData in context, for reads that settle several answers (a listing's pages). */
export function useServerData(): ServerData | null {
  return useContext(ServerDataContext);
}
