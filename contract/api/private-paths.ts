/**
 * The paths of one shopper's own endpoints: signing in, the account, checkout and orders. Apart from
 * contract/api/paths.ts because a module is bundled whole into one chunk: there, builders no catalog
 * page calls landed in the app's entry; here they load with the screens that call them.
 */
import type {
  AccountCart,
  AuthResult,
  CartMerge,
  Checkout,
  Customer,
  Order,
  Paged,
  ProductCard,
  ReturnRequest,
  SavedAddress,
  WishlistMerge,
} from '../types';
import {
  REGISTER,
  LOGIN,
  LOGOUT,
  LOGOUT_ALL,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  ACCOUNT,
  ACCOUNT_PASSWORD,
  ACCOUNT_ADDRESSES,
  ACCOUNT_ADDRESS,
  ACCOUNT_CART,
  ACCOUNT_CART_MERGE,
  ACCOUNT_WISHLIST_MERGE,
  ACCOUNT_WISHLIST,
  ACCOUNT_ORDERS,
  CHECKOUT,
  COMPLETE_CHECKOUT,
  ORDER,
  ORDER_RETURNS,
  fillRoute,
  url,
  withQuery,
  type LangQuery,
} from './paths';

export const registerPath = () => url<AuthResult>(REGISTER);
export const loginPath = () => url<AuthResult>(LOGIN);
export const logoutPath = () => url<void>(LOGOUT);
export const logoutAllPath = () => url<void>(LOGOUT_ALL);
/** Answers 202 with no body, whether or not the email has an account; `lang` is the mail's language. */
export const forgotPasswordPath = ({ lang }: LangQuery) =>
  url<void>(withQuery(FORGOT_PASSWORD, { lang }));
export const resetPasswordPath = () => url<AuthResult>(RESET_PASSWORD);
/** GET, PATCH and DELETE (204) of the signed-in customer's own account. */
export const accountPath = () => url<Customer>(ACCOUNT);
/** Changes the password: answers a new session's token, every other session ends. */
export const accountPasswordPath = () => url<AuthResult>(ACCOUNT_PASSWORD);
export const accountAddressesPath = () => url<SavedAddress[]>(ACCOUNT_ADDRESSES);
export const accountAddressPath = (id: string) =>
  url<SavedAddress>(fillRoute(ACCOUNT_ADDRESS, { id }));
export const accountCartPath = () => url<AccountCart>(ACCOUNT_CART);
export const accountCartMergePath = () => url<CartMerge>(ACCOUNT_CART_MERGE);
export const accountWishlistMergePath = ({ lang }: LangQuery) =>
  url<WishlistMerge>(withQuery(ACCOUNT_WISHLIST_MERGE, { lang }));
export const accountWishlistPath = ({ lang }: LangQuery) =>
  url<ProductCard[]>(withQuery(ACCOUNT_WISHLIST, { lang }));
/** A page of the customer's orders, newest first (`page` from 1, `per_page` 1 to 100, default 24). */
export const accountOrdersPath = (q?: LangQuery & { page?: number; per_page?: number }) =>
  url<Paged<Order>>(
    withQuery(ACCOUNT_ORDERS, { lang: q?.lang, page: q?.page, per_page: q?.per_page }),
  );
/** Checkout and order answers are never cached (no-store): they are one shopper's. */
/** `lang` names the lines' cards' language (the server's default, vi, when left out). */
export const checkoutPath = (token: string, q?: LangQuery) =>
  url<Checkout>(withQuery(fillRoute(CHECKOUT, { token }), { lang: q?.lang }));
/** `lang` is the order's language: its mails and their links are in it (the server's default, vi, when left out). */
export const completeCheckoutPath = (token: string, q?: Partial<LangQuery>) =>
  url<Order>(withQuery(fillRoute(COMPLETE_CHECKOUT, { token }), { lang: q?.lang }));
/** `lang` names the cards' language (the server's default, vi, when left out). */
export const orderPath = (token: string, q?: LangQuery) =>
  url<Order>(withQuery(fillRoute(ORDER, { token }), { lang: q?.lang }));
export const orderReturnsPath = (token: string) =>
  url<ReturnRequest>(fillRoute(ORDER_RETURNS, { token }));
