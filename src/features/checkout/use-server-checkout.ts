/**
 * The server's view of this checkout: the form and the cart's lines are PUT whenever what would be sent
 * changes (after a short pause, the previous such request cancelled), and the answer (prices, shipping,
 * discount, total, problems) is kept for the screen only. Offline, the last answer stays and `offline`
 * says so: the order can still be placed and sent later, the server computing its amounts then.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Checkout } from '../../../contract/types';
import { isApiError } from '../../lib/api/errors';
import { useLang } from '../../lib/i18n/routing';
import { putCheckout, type CheckoutBody } from './api';

export const SYNC_DELAY_MS = 250;

export type SendResult =
  { ok: true; checkout: Checkout } | { ok: false; errors: FieldErrors; offline: boolean };

export interface ServerCheckout {
  checkout: Checkout | null;
  /** The last PUT found no network. */
  offline: boolean;
  /** PUTs this body now and answers how it went (the discount code's Apply waits for it). */
  send: (body: CheckoutBody) => Promise<SendResult>;
}

/**
 * `onRefused` hears the 422 of a PUT made because the form changed (not of one made through `send`,
 * whose caller reads the answer itself).
 */
export function useServerCheckout(
  token: string,
  body: CheckoutBody | null,
  onRefused?: (errors: FieldErrors) => void,
): ServerCheckout {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [offline, setOffline] = useState(false);
  const sentKey = useRef('');
  // The form's own PUT in flight: the next change replaces it. An Apply's PUT is never cancelled by
  // one (its caller waits for its answer); of answers arriving out of order, the newest request's wins.
  const syncing = useRef<AbortController>(undefined);
  const open = useRef(new Set<AbortController>());
  const started = useRef(0);
  const shown = useRef(0);
  // The answer's product names are in the page's language: a switch asks again.
  const lang = useLang();

  const put = useCallback(
    async (next: CheckoutBody, replaces: boolean): Promise<SendResult> => {
      const controller = new AbortController();
      if (replaces) {
        syncing.current?.abort();
        syncing.current = controller;
      }
      open.current.add(controller);
      const mine = ++started.current;
      sentKey.current = lang + JSON.stringify(next);
      try {
        const answer = await putCheckout(token, lang, next, { signal: controller.signal });
        if (mine > shown.current) {
          shown.current = mine;
          setCheckout(answer);
          setOffline(false);
        }
        return { ok: true, checkout: answer };
      } catch (error) {
        if (!isApiError(error) || error.aborted) return { ok: false, errors: {}, offline: false };
        // Sent again on the next change: a failure must not stop the same body from being retried.
        sentKey.current = '';
        const fieldErrors = error.errors ?? {};
        if (mine > shown.current) setOffline(error.offline);
        return { ok: false, errors: fieldErrors, offline: error.offline };
      } finally {
        open.current.delete(controller);
      }
    },
    [token, lang],
  );
  const send = useCallback((next: CheckoutBody) => put(next, false), [put]);

  const refusedRef = useRef(onRefused);
  useEffect(() => {
    refusedRef.current = onRefused;
  });
  const sendForm = useCallback(
    async (next: CheckoutBody) => {
      const result = await put(next, true);
      if (!result.ok && Object.keys(result.errors).length > 0) refusedRef.current?.(result.errors);
    },
    [put],
  );

  const key = body ? lang + JSON.stringify(body) : '';
  useEffect(() => {
    if (!body || key === sentKey.current) return;
    const timer = setTimeout(() => void sendForm(body), SYNC_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for `body`: a new object with the same content sends nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sendForm]);

  // Back online: a body that failed for want of a network goes again, so the amounts catch up.
  const latestBody = useRef(body);
  useEffect(() => {
    latestBody.current = body;
  });
  useEffect(() => {
    const onOnline = () => {
      const current = latestBody.current;
      if (current && sentKey.current === '') void sendForm(current);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sendForm]);

  useEffect(() => {
    const requests = open.current;
    return () => requests.forEach((c) => c.abort());
  }, []);

  return { checkout, offline, send };
}
