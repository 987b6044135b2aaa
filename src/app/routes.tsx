/**
 * The route table (contract/routes.ts, shared with the server) mapped to lazy pages and layouts.
 * Each page is its own chunk; an unmatched path renders the not-found view inside the default layout.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { matchRoute, splitLang, type Layout, type RouteName } from '../../contract/routes';
import { CheckoutLayout } from './layouts/checkout-layout';
import { DefaultLayout } from './layouts/default-layout';
import { HomeLayout } from './layouts/home-layout';
import { ErrorBoundary } from './errors/error-boundary';
import { NotFoundPage } from './errors/not-found-page';
import type { PageProps } from './pages/page-props';
import { PageLoading } from '../ui/page-loading';
import { useLoadingLabel } from '../lib/use-loading-label';
import { loadParts } from '../lib/part-loads';
import { TrackedSuspense } from '../lib/tracked-suspense';
import { setPrefetchLoader } from '../lib/prefetch';
import { reloadOnChunkError } from '../features/pwa/chunk-reload';
import { holdWhileLoading } from '../lib/engaged';
import { loadMessagesPart } from '../lib/i18n/messages';
import { withMessages } from '../lib/i18n/messages-part';
import { screenParts } from '../lib/i18n/screen-parts';

/** A route's page: lazy, or the module itself once preloadRoute has loaded it. */
type Page = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;
type PageModule = { default: ComponentType<PageProps> };

/** A page's chunk; `path` (the page's, by default the current one) picks the messages' language. */
type Loader = (path?: string) => Promise<PageModule>;

/**
 * A screen's loader: its code and the parts of the messages it shows beyond the core
 * (lib/i18n/screen-parts.ts) load together, so the screen renders without a second wait.
 */
function loadWithMessages(name: RouteName, load: () => Promise<PageModule>): Loader {
  const parts = screenParts(name);
  if (parts.length === 0) return load;
  return (path = globalThis.location?.pathname) => {
    // The server has no location: there MessagesPart loads the parts as it renders the screen.
    if (path === undefined) return load();
    const lang = splitLang(path).lang;
    return Promise.all([load(), ...parts.map((part) => loadMessagesPart(part, lang))]).then(
      ([page]) => page,
    );
  };
}

/** Each route's chunk. */
const pageModules: Record<RouteName, () => Promise<PageModule>> = {
  home: () => import('./pages/home-page'),
  page: () => import('./pages/content-page'),
  event: () => import('./pages/event-page'),
  product: () => import('./pages/product-page'),
  collection: () => import('./pages/collection-page'),
  cart: () => import('./pages/cart-page'),
  wishlist: () => import('./pages/wishlist-page'),
  'checkout-confirmation': () => import('./pages/checkout-confirmation-page'),
  checkout: () => import('./pages/checkout-page'),
  order: () => import('./pages/order-page'),
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
  'forgot-password': () => import('./pages/forgot-password-page'),
  'reset-password': () => import('./pages/reset-password-page'),
  account: () => import('./pages/account-page'),
  search: () => import('./pages/search-page'),
};

/** The same loaders serve rendering (lazy) and prefetching (lib/prefetch.ts). */
const loaders = Object.fromEntries(
  Object.entries(pageModules).map(([name, load]) => [
    name,
    loadWithMessages(name as RouteName, load),
  ]),
) as Record<RouteName, Loader>;

/**
 * Rendering a page whose chunk is gone (a deploy since this tab loaded) reloads once; prefetching does
 * not. While a page's code loads, the work that waits for the shopper holds (lib/engaged.ts): it is
 * the page they asked for.
 */
const pages = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => {
    const loadOrReload = reloadOnChunkError(load);
    return [name, lazy(() => holdWhileLoading(loadOrReload()))];
  }),
) as Record<RouteName, Page>;

/**
 * Loads the first page's module before the app first renders (main.tsx), so that page renders
 * without suspending: no loading fallback, and none of the wait React adds before revealing what a
 * fallback stood for (about 300 ms offline, where everything else is at hand). `withParts`: its
 * lazy parts too (lib/lazy-part.tsx), for a page the app renders; a page the server rendered
 * hydrates without them and them when they come.
 */
export async function preloadRoute(path: string, { withParts = false } = {}): Promise<void> {
  const match = matchRoute(path);
  if (!match) return;
  const page = await loaders[match.route.name](path);
  if (withParts) await loadParts();
  // From now on the route renders the module itself, not through lazy.
  pages[match.route.name] = page.default;
}

/**
 * A link in view or pointed at: its page's code is fetched, not run (lib/route-assets.ts, which is
 * not part of the page's start: it loads with the first prefetch). Without the build's list of each
 * route's files (the dev server), the page is imported.
 */
setPrefetchLoader((href) => {
  const match = matchRoute(href.split('?')[0] ?? href);
  if (!match) return null;
  const name = match.route.name;
  return import('../lib/route-assets').then(
    (assets): Promise<unknown> =>
      assets.warmRoute(name, splitLang(href).lang) ?? loaders[name](href),
  );
});

const layouts: Record<Layout, ComponentType<{ children: React.ReactNode }>> = {
  home: HomeLayout,
  default: DefaultLayout,
  checkout: CheckoutLayout,
};

/** `notFoundPath`: the server found no product, collection, page or event at this path (its 404). */
export function AppRoutes({ notFoundPath }: { notFoundPath?: string | undefined }) {
  const [location] = useLocation();
  const loadingLabel = useLoadingLabel();
  const match = matchRoute(location);
  if (!match || location === notFoundPath) {
    return (
      <DefaultLayout>
        <NotFoundPage path={location} />
      </DefaultLayout>
    );
  }
  const Page = pages[match.route.name];
  const LayoutView = layouts[match.route.layout];
  return (
    <LayoutView>
      <ErrorBoundary key={location}>
        <TrackedSuspense fallback={<PageLoading label={loadingLabel} />}>
          {withMessages(screenParts(match.route.name), <Page params={match.params} />)}
        </TrackedSuspense>
      </ErrorBoundary>
    </LayoutView>
  );
}
