/**
 * The route table (contract/routes.ts, shared with the server) mapped to lazy pages and layouts.
 * Each page is its own chunk; an unmatched path renders the not-found view inside the default layout.
 */
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { matchRoute, type Layout, type RouteName } from '../../contract/routes';
import { CheckoutLayout } from './layouts/checkout-layout';
import { DefaultLayout } from './layouts/default-layout';
import { HomeLayout } from './layouts/home-layout';
import { ErrorBoundary } from './errors/error-boundary';
import { NotFoundPage } from './errors/not-found-page';
import { PageLoading } from '../ui/page-loading';
import { useLoadingLabel } from '../lib/use-loading-label';

export interface PageProps {
  params: Record<string, string>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

// Screens later issues build share one honest 'not open yet' screen until then.
const pending: Page = lazy(() => import('./pages/pending-screen'));

const pages: Record<RouteName, Page> = {
  home: lazy(() => import('./pages/home-page')),
  page: lazy(() => import('./pages/content-page')),
  event: lazy(() => import('./pages/event-page')),
  product: lazy(() => import('./pages/product-page')),
  collection: lazy(() => import('./pages/collection-page')),
  cart: lazy(() => import('./pages/cart-page')),
  wishlist: lazy(() => import('./pages/wishlist-page')),
  'checkout-confirmation': pending,
  checkout: pending,
  order: pending,
  login: pending,
  account: pending,
  search: lazy(() => import('./pages/search-page')),
};

const layouts: Record<Layout, ComponentType<{ children: React.ReactNode }>> = {
  home: HomeLayout,
  default: DefaultLayout,
  checkout: CheckoutLayout,
};

export function AppRoutes() {
  const [location] = useLocation();
  const loadingLabel = useLoadingLabel();
  const match = matchRoute(location);
  if (!match) {
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
        <Suspense fallback={<PageLoading label={loadingLabel} />}>
          <Page params={match.params} />
        </Suspense>
      </ErrorBoundary>
    </LayoutView>
  );
}
