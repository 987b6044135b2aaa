/**
 * The account endpoints of issue 13 that contract/ does not have yet on this branch (the server half
 * adds them to contract/api/paths.ts and types.ts). Written here from shared/API.md, with the same
 * names and shapes, so that once both halves are merged each line is replaced by an import from
 * contract/ and this file goes. Paths are built on API_PREFIX (the lint keeps '/api' literals in
 * contract/ only).
 */
import { API_PREFIX, fillRoute, withQuery, type ApiUrl } from '../../../contract/api/paths';
import type { Address, AuthResult, Customer, Lang, Order, Paged } from '../../../contract/types';

/** A saved address: an Address with its id and whether checkout offers it first. */
export interface SavedAddress extends Address {
  id: string;
  is_default: boolean;
}

const url = <T>(s: string) => s as ApiUrl<T>;

export const logoutAllPath = () => url<void>(`${API_PREFIX}/auth/logout-all`);
/** 202 whether or not the email has an account; `lang` is the language of the mail. */
export const forgotPasswordPath = (lang: Lang) =>
  url<void>(withQuery(`${API_PREFIX}/auth/password/forgot`, { lang }));
export const resetPasswordPath = () => url<AuthResult>(`${API_PREFIX}/auth/password/reset`);
/** GET, PATCH and DELETE (204) of the signed-in customer's own account. */
export const accountPath = () => url<Customer>(`${API_PREFIX}/account`);
/** Changes the password: answers a new session's token (every other session ends). */
export const accountPasswordPath = () => url<AuthResult>(`${API_PREFIX}/account/password`);
export const accountAddressesPath = () => url<SavedAddress[]>(`${API_PREFIX}/account/addresses`);
export const accountAddressPath = (id: string) =>
  url<SavedAddress>(fillRoute(`${API_PREFIX}/account/addresses/:id`, { id }));
/** A page of the customer's orders, newest first (the list convention of API.md). */
export const accountOrdersPagePath = (q: { lang: Lang; page?: number; per_page?: number }) =>
  url<Paged<Order>>(
    withQuery(`${API_PREFIX}/account/orders`, { lang: q.lang, page: q.page, per_page: q.per_page }),
  );
