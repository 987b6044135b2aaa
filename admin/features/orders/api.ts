/**
 * The orders area's calls (contract: orderEndpoints; every write is audited by the server): the list,
 * the navigation's summary, one order, a move, a note, and the CSV export, a file download (ofetch
 * reads JSON, so it is fetched here with the same bearer token and fails the same way). The packing
 * slip's shop name and address are the storefront's public store info, which the admin API does not
 * repeat.
 */
import { ofetch } from 'ofetch';
import { orderEndpoints as e } from '../../../contract/admin/order-endpoints';
import { storeInfoPath } from '../../../contract/api/paths';
import type { OrderStatus, StoreInfo } from '../../../contract/types';
import { AdminApiError, adminCall, followSessionAnswer } from '../../lib/api';
import { session } from '../../lib/session';
import type { ListQuery } from './list-query';

export const ORDERS_PER_PAGE = 25;

export const listOrders = (q: ListQuery, signal?: AbortSignal) =>
  adminCall(e.adminOrders, {
    query: {
      page: q.page,
      per_page: ORDERS_PER_PAGE,
      q: q.q || undefined,
      status: q.status || undefined,
      from: q.from || undefined,
      to: q.to || undefined,
      shipping_method: q.shipping_method || undefined,
      payment_method: q.payment_method || undefined,
    },
    signal,
  });

export const ordersSummary = (signal?: AbortSignal) => adminCall(e.ordersSummary, { signal });

export const readOrder = (number: string, lang: string, signal?: AbortSignal) =>
  adminCall(e.adminOrder, { params: { number }, query: { lang }, signal });

export const moveOrder = (number: string, to: OrderStatus) =>
  adminCall(e.moveOrder, { params: { number }, body: { to } });

export const addNote = (number: string, text: string) =>
  adminCall(e.addOrderNote, { params: { number }, body: { text } });

/** The file name a Content-Disposition gives (`attachment; filename="orders-….csv"`). */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim() || fallback;

/** Fetches the orders of [from, to] as CSV and saves it as a file; answers the file's name. */
export async function downloadOrders(from: string, to: string, lang: string): Promise<string> {
  const token = session.token;
  const query = new URLSearchParams({ from, to, lang });
  let response: Response;
  try {
    response = await fetch(`${e.exportOrders.route}?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (thrown) {
    throw new AdminApiError(0, thrown instanceof Error ? thrown.message : String(thrown));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    const error = new AdminApiError(
      response.status,
      body.message ?? `HTTP ${response.status}`,
      body.errors ?? {},
    );
    followSessionAnswer(error, token);
    throw error;
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), 'orders.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/** The shop's name and contact, as the storefront shows them. */
export const storeInfo = (signal?: AbortSignal) =>
  ofetch<{ data: StoreInfo }>(storeInfoPath(), { timeout: 15_000, signal }).then((a) => a.data);
