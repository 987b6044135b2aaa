/**
 * The API as one typed table: for every endpoint its method, route pattern, path builder, and the
 * schemas of its query, body and answer. The server routes on it and validates every input with its
 * schemas; its tests parse every answer with `answer`, and walk the table with bad input. The app
 * imports the path builders (paths.ts) and the types, never this table: its schemas stay out of the
 * app's bundle until a form asks for one.
 */
import type * as v from 'valibot';
import * as input from './inputs';
import * as paths from './paths';
import { API_ROUTES } from './paths';
import * as shape from './shapes';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  route: (typeof API_ROUTES)[keyof typeof API_ROUTES];
  /** Builds the URL a call requests (paths.ts; the app imports the builder itself, not this table). */
  path: (...args: never[]) => string;
  /** Which path parameters the route names, and what they must look like (else 404). */
  params?: Record<string, v.GenericSchema<string>>;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The shape of `data` in a success; absent for an answer without a body (204). */
  answer?: v.GenericSchema;
  /** The success status when it is not 200. */
  status?: 201 | 204;
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
    path: paths.registerPath,
    body: input.RegisterBodySchema,
    answer: shape.AuthResultSchema,
    status: 201,
  },
  login: {
    method: 'POST',
    route: API_ROUTES.login,
    path: paths.loginPath,
    body: input.LoginBodySchema,
    answer: shape.AuthResultSchema,
  },
  logout: { method: 'POST', route: API_ROUTES.logout, path: paths.logoutPath, status: 204 },
  accountCart: {
    method: 'GET',
    route: API_ROUTES.accountCart,
    path: paths.accountCartPath,
    answer: shape.AccountCartSchema,
    auth: 'customer',
  },
  saveAccountCart: {
    method: 'PUT',
    route: API_ROUTES.accountCart,
    path: paths.accountCartPath,
    body: input.AccountCartBodySchema,
    answer: shape.AccountCartSchema,
    auth: 'customer',
  },
  accountWishlist: {
    method: 'GET',
    route: API_ROUTES.accountWishlist,
    path: paths.accountWishlistPath,
    query: input.LangQuerySchema,
    answer: shape.ProductCardListSchema,
    auth: 'customer',
  },
  saveAccountWishlist: {
    method: 'PUT',
    route: API_ROUTES.accountWishlist,
    path: paths.accountWishlistPath,
    query: input.LangQuerySchema,
    body: input.AccountWishlistBodySchema,
    answer: shape.ProductCardListSchema,
    auth: 'customer',
  },
  accountOrders: {
    method: 'GET',
    route: API_ROUTES.accountOrders,
    path: paths.accountOrdersPath,
    query: input.LangQuerySchema,
    answer: shape.OrderListSchema,
    auth: 'customer',
  },
  /**
   * Creates or updates the checkout the client named; every amount is the server's. The checkout and
   * order reads take `lang` like the catalog's, for the product cards on their lines (default vi).
   */
  saveCheckout: {
    method: 'PUT',
    route: API_ROUTES.checkout,
    path: paths.checkoutPath,
    params: token,
    body: input.CheckoutBodySchema,
    query: input.LangQuerySchema,
    answer: shape.CheckoutSchema,
  },
  checkout: {
    method: 'GET',
    route: API_ROUTES.checkout,
    path: paths.checkoutPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.CheckoutSchema,
  },
  /** Places the order once: a repeat answers the same order (200), a first time 201. */
  completeCheckout: {
    method: 'POST',
    route: API_ROUTES.completeCheckout,
    path: paths.completeCheckoutPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.OrderSchema,
    status: 201,
  },
  order: {
    method: 'GET',
    route: API_ROUTES.order,
    path: paths.orderPath,
    params: token,
    query: input.LangQuerySchema,
    answer: shape.OrderSchema,
  },
  requestReturn: {
    method: 'POST',
    route: API_ROUTES.orderReturns,
    path: paths.orderReturnsPath,
    params: token,
    body: input.ReturnBodySchema,
    answer: shape.ReturnRequestSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
