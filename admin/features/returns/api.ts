/**
 * Return requests (contract: returnEndpoints): the list, one request with its order's lines, and the
 * shop's answers, each audited by the server and answering the request as it now is.
 */
import { returnEndpoints as e } from '../../../contract/admin/return-endpoints';
import type { ReturnFilter } from '../../../contract/admin/return-inputs';
import type { ReceiveBody, RefundBody, RefuseBody } from '../../../contract/admin/return-types';
import type { Lang } from '../../../contract/types';
import { adminCall } from '../../lib/api';

export const RETURNS_PER_PAGE = 25;

export const readReturns = (state: ReturnFilter | '', page: number, signal?: AbortSignal) =>
  adminCall(e.adminReturns, {
    query: { state: state || undefined, page, per_page: RETURNS_PER_PAGE },
    signal,
  });

export const readReturn = (id: string, lang: Lang, signal?: AbortSignal) =>
  adminCall(e.adminReturn, { params: { id }, query: { lang }, signal });

export const approveReturn = (id: string, lang: Lang) =>
  adminCall(e.approveReturn, { params: { id }, query: { lang } });

export const refuseReturn = (id: string, lang: Lang, body: RefuseBody) =>
  adminCall(e.refuseReturn, { params: { id }, query: { lang }, body });

export const receiveReturn = (id: string, lang: Lang, body: ReceiveBody) =>
  adminCall(e.receiveReturn, { params: { id }, query: { lang }, body });

export const refundReturn = (id: string, lang: Lang, body: RefundBody) =>
  adminCall(e.refundReturn, { params: { id }, query: { lang }, body });
