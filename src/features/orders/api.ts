/** The order page's calls, spelled by the contract's path builders: the order, and a return request. */
import type { InferOutput } from 'valibot';
import type { ReturnBodySchema } from '../../../contract/api/inputs';
import { orderPath, orderReturnsPath } from '../../../contract/api/private-paths';
import type { Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export type ReturnBody = InferOutput<typeof ReturnBodySchema>;

/** The order with its product cards in the page's language. */
export const fetchOrder = (token: string, lang: Lang, signal?: AbortSignal) =>
  api.get(orderPath(token, { lang }), signal ? { signal } : undefined);

export const requestReturn = (token: string, body: ReturnBody) =>
  api.post(orderReturnsPath(token), body);
