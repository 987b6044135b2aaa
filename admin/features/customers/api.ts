/**
 * The customers area's calls (contract: customerEndpoints; every write is audited by the server): the
 * list, one customer, a password-reset link, and an erasure confirmed by the customer's email.
 */
import { customerEndpoints as e } from '../../../contract/admin/customer-endpoints';
import { adminCall } from '../../lib/api';

export const CUSTOMERS_PER_PAGE = 25;

export const listCustomers = (q: string, page: number, signal?: AbortSignal) =>
  adminCall(e.adminCustomers, {
    query: { q: q || undefined, page, per_page: CUSTOMERS_PER_PAGE },
    signal,
  });

export const readCustomer = (id: string, lang: string, signal?: AbortSignal) =>
  adminCall(e.adminCustomer, { params: { id }, query: { lang }, signal });

export const sendResetLink = (id: string) => adminCall(e.sendCustomerReset, { params: { id } });

export const eraseCustomer = (id: string, email: string) =>
  adminCall(e.eraseCustomer, { params: { id }, body: { email } });
