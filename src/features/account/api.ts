/** Every call the account screens make (sign-in, the account's own data); one line each. */
import {
  accountAddressPath,
  accountAddressesPath,
  accountOrdersPath,
  accountPasswordPath,
  accountPath,
  forgotPasswordPath,
  loginPath,
  logoutAllPath,
  logoutPath,
  registerPath,
  resetPasswordPath,
} from '../../../contract/api/private-paths';
import type { Address, Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export interface RegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const login = (body: { email: string; password: string }) => api.post(loginPath(), body);
export const register = (body: RegisterBody) => api.post(registerPath(), body);
export const logout = () => api.post(logoutPath());
export const logoutEverywhere = () => api.post(logoutAllPath());
export const forgotPassword = (email: string, lang: Lang) =>
  api.post(forgotPasswordPath({ lang }), { email });
export const resetPassword = (body: {
  token: string;
  password: string;
  password_confirmation: string;
}) => api.post(resetPasswordPath(), body);

export const fetchAccount = (signal?: AbortSignal) => api.get(accountPath(), { signal });
export const saveAccount = (body: { first_name: string; last_name: string; phone: string }) =>
  api.patch(accountPath(), body);
export const deleteAccount = () => api.del(accountPath());
export const changePassword = (body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) => api.post(accountPasswordPath(), body);

export const fetchAddresses = (signal?: AbortSignal) => api.get(accountAddressesPath(), { signal });
export const addAddress = (body: Address & { is_default?: boolean }) =>
  api.post(accountAddressesPath(), body);
export const saveAddress = (id: string, body: Partial<Address> & { is_default?: boolean }) =>
  api.patch(accountAddressPath(id), body);
export const deleteAddress = (id: string) => api.del(accountAddressPath(id));

export const fetchOrders = (lang: Lang, page: number, signal?: AbortSignal) =>
  api.get(accountOrdersPath({ lang, page }), { signal });
