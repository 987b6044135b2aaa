/**
 * The API as one typed table: for every endpoint its method, route pattern, path builder, and the
 * schemas of its query, body and answer. The server routes on it and validates every input with its
 * schemas; its tests parse every answer with `answer`, and walk the table with bad input. The app
 * imports the path builders (paths.ts, private-paths.ts) and the types, never this table: its
 * schemas stay out of the app's bundle until a form asks for one.
 */
import type * as v from 'valibot';
import * as accountInput from './account-inputs';
import * as input from './inputs';
import * as paths from './paths';
import * as privatePaths from './private-paths';
import { API_ROUTES } from './paths';
import * as shape from './shapes';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  route: (typeof API_ROUTES)[keyof typeof API_ROUTES];
  /**
   * Builds the URL a call requests (paths.ts, private-paths.ts; the app imports the builder itself,
   * not this table).
   */
  path: (...args: never[]) => string;
  /** Which path parameters the route names, and what they must look like (else 404). */
  params?: Record<string, v.GenericSchema<string>>;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The shape of `data` in a success; absent for an answer without a body (204). */
  answer?: v.GenericSchema;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** Who may call it: everyone, or a signed-in customer (bearer token). */
  auth?: 'customer';
}

const slug = { slug: input.SlugSchema };
const token = { token: input.PathTokenSchema };

export const endpoints = {
  storeInfo: {
    method: 'GET',
    route: API_ROUTES.storeInfo,
    path: paths.storeInfoPath,
    answer: shape.StoreInfoSchema,
  },
  home: {
    method: 'GET',
    route: API_ROUTES.home,
    path: paths.homePath,
    query: input.LangQuerySchema,
    answer: shape.HomeSchema,
  },
  collections: {
    method: 'GET',
    route: API_ROUTES.collections,
    path: paths.collectionsPath,
    query: input.LangQuerySchema,
    answer: shape.CollectionTreeListSchema,
  },
  collection: {
    method: 'GET',
    route: API_ROUTES.collection,
    path: paths.collectionPath,
    params: { '*': input.CollectionPathSchema },
    query: input.ListingQuerySchema,
    answer: shape.CollectionListingSchema,
  },
  product: {
    method: 'GET',
    route: API_ROUTES.product,
    path: paths.productPath,
    params: slug,
    query: input.LangQuerySchema,
    answer: shape.ProductSchema,
  },
  search: {
    method: 'GET',
    route: API_ROUTES.search,
    path: paths.searchPath,
    query: input.SearchQuerySchema,
    answer: shape.SearchResultSchema,
  },
  variants: {
    method: 'GET',
    route: API_ROUTES.variants,
    path: paths.variantsPath,
    query: input.VariantsQuerySchema,
    answer: shape.VariantCheckListSchema,
  },
  pages: {
    method: 'GET',
    route: API_ROUTES.pages,
    path: paths.pagesPath,
    query: input.PagingQuerySchema,
    answer: shape.ContentPageListSchema,
  },
  page: {
    method: 'GET',
    route: API_ROUTES.page,
    path: paths.pagePath,
    params: slug,
    query: input.LangQuerySchema,
    answer: shape.ContentPageSchema,
  },
  events: {
    method: 'GET',
    route: API_ROUTES.events,
    path: paths.eventsPath,
    query: input.PagingQuerySchema,
    answer: shape.StoreEventListSchema,
  },
  event: {
    method: 'GET',
    route: API_ROUTES.event,
    path: paths.eventPath,
    params: slug,
    query: input.LangQuerySchema,
    answer: shape.StoreEventSchema,
  },
  register: {
    method: 'POST',
    route: API_ROUTES.register,
    path: privatePaths.registerPath,
    body: input.RegisterBodySchema,
    answer: shape.AuthResultSchema,
    status: 201,
  },
  login: {
    method: 'POST',
    route: API_ROUTES.login,
    path: privatePaths.loginPath,
    body: input.LoginBodySchema,
    answer: shape.AuthResultSchema,
  },
  logout: { method: 'POST', route: API_ROUTES.logout, path: privatePaths.logoutPath, status: 204 },
  /** Ends every session of the customer, this one included (not in API.md: added by issue 13). */
  logoutAll: {
    method: 'POST',
    route: API_ROUTES.logoutAll,
    path: privatePaths.logoutAllPath,
    status: 204,
    auth: 'customer',
  },
  /** 202 whether or not the email has an account; a reset link goes to the outbox when it does. */
  forgotPassword: {
    method: 'POST',
    route: API_ROUTES.forgotPassword,
    path: privatePaths.forgotPasswordPath,
    query: input.LangQuerySchema,
    body: accountInput.ForgotPasswordBodySchema,
    status: 202,
  },
  /** A link that expired, was used or never existed: 422 `token` account.errors.reset_link_invalid. */
  resetPassword: {
    method: 'POST',
    route: API_ROUTES.resetPassword,
    path: privatePaths.resetPasswordPath,
    body: accountInput.ResetPasswordBodySchema,
    answer: shape.AuthResultSchema,
  },
  account: {
    method: 'GET',
    route: API_ROUTES.account,
    path: privatePaths.accountPath,
    answer: shape.CustomerSchema,
    auth: 'customer',
  },
  saveAccount: {
    method: 'PATCH',
    route: API_ROUTES.account,
    path: privatePaths.accountPath,
    body: accountInput.AccountPatchBodySchema,
    answer: shape.CustomerSchema,
    auth: 'customer',
  },
  /** Deletes the account, its sessions, addresses, cart and wishlist; its orders stay, detached. */
  deleteAccount: {
    method: 'DELETE',
    route: API_ROUTES.account,
    path: privatePaths.accountPath,
    status: 204,
    auth: 'customer',
  },
  /** Not in API.md (issue 13's account details): a new session's token; every other session ends. */
  changePassword: {
    method: 'POST',
    route: API_ROUTES.accountPassword,
    path: privatePaths.accountPasswordPath,
    body: accountInput.ChangePasswordBodySchema,
    answer: shape.AuthResultSchema,
    auth: 'customer',
  },
  accountAddresses: {
    method: 'GET',
    route: API_ROUTES.accountAddresses,
    path: privatePaths.accountAddressesPath,
    answer: shape.SavedAddressListSchema,
    auth: 'customer',
  },
  addAccountAddress: {
    method: 'POST',
    route: API_ROUTES.accountAddresses,
    path: privatePaths.accountAddressesPath,
    body: accountInput.AddressBodySchema,
    answer: shape.SavedAddressSchema,
    status: 201,
    auth: 'customer',
  },
  saveAccountAddress: {
    method: 'PATCH',
    route: API_ROUTES.accountAddress,
    path: privatePaths.accountAddressPath,
    params: { id: input.RecordIdParamSchema },
    body: accountInput.AddressPatchBodySchema,
    answer: shape.SavedAddressSchema,
    auth: 'customer',
  },
  deleteAccountAddress: {
    method: 'DELETE',
    route: API_ROUTES.accountAddress,
    path: privatePaths.accountAddressPath,
    params: { id: input.RecordIdParamSchema },
    status: 204,
    auth: 'customer',
  },
  accountCart: {
    method: 'GET',
    route: API_ROUTES.accountCart,
    path: privatePaths.accountCartPath,
    answer: shape.AccountCartSchema,
    auth: 'customer',
  },
  saveAccountCart: {
    method: 'PUT',
    route: API_ROUTES.accountCart,
    path: privatePaths.accountCartPath,
    body: input.AccountCartBodySchema,
    answer: shape.AccountCartSchema,
    auth: 'customer',
  },
  /** Not in API.md (issue 13's merge at sign-in): adds the guest's lines to the server cart. */
  mergeAccountCart: {
    method: 'POST',
    route: API_ROUTES.accountCartMerge,
    path: privatePaths.accountCartMergePath,
    body: input.AccountCartBodySchema,
    answer: shape.CartMergeSchema,
    auth: 'customer',
  },
  /** Not in API.md (issue 13's merge at sign-in): adds the guest's wishlist to the server copy. */
  mergeAccountWishlist: {
    method: 'POST',
    route: API_ROUTES.accountWishlistMerge,
    path: privatePaths.accountWishlistMergePath,
    query: input.LangQuerySchema,
    body: input.AccountWishlistBodySchema,
    answer: shape.WishlistMergeSchema,
    auth: 'customer',
  },
  accountWishlist: {
    method: 'GET',
    route: API_ROUTES.accountWishlist,
    path: privatePaths.accountWishlistPath,
    query: input.LangQuerySchema,
    answer: shape.ProductCardListSchema,
    auth: 'customer',
  },
  saveAccountWishlist: {
    method: 'PUT',
    route: API_ROUTES.accountWishlist,
    path: privatePaths.accountWishlistPath,
    query: input.LangQuerySchema,
    body: input.AccountWishlistBodySchema,
    answer: shape.ProductCardListSchema,
    auth: 'customer',
  },
  accountOrders: {
    method: 'GET',
    route: API_ROUTES.accountOrders,
    path: privatePaths.accountOrdersPath,
    query: input.PagingQuerySchema,
    answer: shape.OrderPageSchema,
    auth: 'customer',
  },
  /**
   * Creates or updates the checkout the client named; every amount is the server's. The checkout and
   * order reads take `lang` like the catalog's, for the product cards on their lines (default vi).
   */
  saveCheckout: {
    method: 'PUT',
    route: API_ROUTES.checkout,
    path: privatePaths.checkoutPath,
    params: token,
    body: input.CheckoutBodySchema,
    query: input.LangQuerySchema,
    answer: shape.CheckoutSchema,
  },
  checkout: {
    method: 'GET',
    route: API_ROUTES.checkout,
    path: privatePaths.checkoutPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.CheckoutSchema,
  },
  /** Places the order once: a repeat answers the same order (200), a first time 201. */
  completeCheckout: {
    method: 'POST',
    route: API_ROUTES.completeCheckout,
    path: privatePaths.completeCheckoutPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.OrderSchema,
    status: 201,
  },
  order: {
    method: 'GET',
    route: API_ROUTES.order,
    path: privatePaths.orderPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.OrderSchema,
  },
  requestReturn: {
    method: 'POST',
    route: API_ROUTES.orderReturns,
    path: privatePaths.orderReturnsPath,
    params: token,
    body: input.ReturnBodySchema,
    answer: shape.ReturnRequestSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
