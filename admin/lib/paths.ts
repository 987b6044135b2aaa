/**
 * The back office's screens, as paths under its base (`/admin` or `/en/admin`; the router adds it).
 * A new area adds its paths here and its routes in admin/app/routes.tsx.
 */
export const ADMIN_PATHS = {
  home: '/',
  signIn: '/sign-in',
  setPassword: '/set-password',
  twoStep: '/two-step',
  staff: '/staff',
  security: '/settings/security',
  /** The store's settings (issue 39): name, contact, shipping, countries, tag, thresholds, returns. */
  storeSettings: '/settings/store',
  audit: '/audit',
  /** The products list; its search, filters, sort and page in the query (features/products/list-query.ts). */
  products: '/products',
  productNew: '/products/new',
  productEdit: '/products/:id',
  collections: '/collections',
  collectionNew: '/collections/new',
  collectionEdit: '/collections/:id',
  /** Stock: `?product=<id>` opens on that product's variants. */
  stock: '/stock',
  /** One variant's stock and history (the product editor links here). */
  stockVariant: '/stock/:variantId',
  csv: '/catalog/csv',
  /** The orders list; its search, filters and page in the query (features/orders/list-query.ts). */
  orders: '/orders',
  order: '/orders/:number',
  orderSlip: '/orders/:number/slip',
  /** The shop's mails, and one kind's preview in both languages. */
  mails: '/mails',
  mailPreview: '/mails/:kind',
  /** Return requests: `?state=waiting&page=2` (features/returns/returns-page.tsx). */
  returns: '/returns',
  returnDetail: '/returns/:id',
  /** Discount codes: `?q=&state=&page=` (features/discounts/list-query.ts). */
  discounts: '/discounts',
  discountNew: '/discounts/new',
  discountEdit: '/discounts/:code',
  discountUses: '/discounts/:code/uses',
  /** The customers list; its search and page in the query (`?q=…&page=2`). */
  customers: '/customers',
  customer: '/customers/:id',
  /** Content: the pages list first, then events and the home page's hero slides. */
  content: '/content',
  contentPageNew: '/content/pages/new',
  contentPage: '/content/pages/:slug',
  contentEvents: '/content/events',
  contentEventNew: '/content/events/new',
  contentEvent: '/content/events/:slug',
  contentSlides: '/content/slides',
  contentSlideNew: '/content/slides/new',
  contentSlide: '/content/slides/:id',
} as const;

/** A route of ADMIN_PATHS with its `:name` segments filled in (`pathTo(ADMIN_PATHS.stockVariant, { variantId })`). */
export const pathTo = (route: string, params: Record<string, string>): string =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A path to go on to after signing in: only one of this app (no `//host`), and never sign-in itself. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return ADMIN_PATHS.home;
  const path = next.split(/[?#]/)[0];
  return path === ADMIN_PATHS.signIn || path === ADMIN_PATHS.setPassword ? ADMIN_PATHS.home : next;
}

/** `path?next=…` for a screen that leads back to where the member was. */
export const withNext = (path: string, next: string | null): string =>
  next && next !== ADMIN_PATHS.home ? `${path}?next=${encodeURIComponent(next)}` : path;
