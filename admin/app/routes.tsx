/**
 * The back office's screens by path (under /admin or /en/admin). Sign-in and a new password are open;
 * the rest are behind the session gate, in the frame, each area's screens loaded when first opened.
 * A new area adds its paths (admin/lib/paths.ts), its routes here, and its entry's path (nav.ts).
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch } from 'wouter';
import { PageLoading } from '../../src/ui/page-loading';
import { SetPasswordPage } from '../features/auth/set-password-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { ADMIN_PATHS as P } from '../lib/paths';
import { ErrorBoundary } from './error-boundary';
import { RoleOnly, SignedIn } from './gate';
import { HomePage } from './home-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

const TwoStepPage = lazy(() =>
  import('../features/auth/two-step-page').then((m) => ({ default: m.TwoStepPage })),
);
const StaffPage = lazy(() =>
  import('../features/staff/staff-page').then((m) => ({ default: m.StaffPage })),
);
const SecurityPage = lazy(() =>
  import('../features/settings/security-page').then((m) => ({ default: m.SecurityPage })),
);
const StorePage = lazy(() =>
  import('../features/settings/store-page').then((m) => ({ default: m.StorePage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/audit-page').then((m) => ({ default: m.AuditPage })),
);
const ProductsPage = lazy(() =>
  import('../features/products/products-page').then((m) => ({ default: m.ProductsPage })),
);
// The editor's page composes the products and pictures areas (product-page.tsx).
const ProductPage = lazy(() => import('./product-page').then((m) => ({ default: m.ProductPage })));
const CollectionsPage = lazy(() =>
  import('../features/collections/collections-page').then((m) => ({ default: m.CollectionsPage })),
);
const CollectionFormPage = lazy(() =>
  import('../features/collections/collection-form-page').then((m) => ({
    default: m.CollectionFormPage,
  })),
);
const StockPage = lazy(() =>
  import('../features/stock/stock-page').then((m) => ({ default: m.StockPage })),
);
const VariantStockPage = lazy(() =>
  import('../features/stock/variant-stock-page').then((m) => ({ default: m.VariantStockPage })),
);
const CsvPage = lazy(() =>
  import('../features/csv/csv-page').then((m) => ({ default: m.CsvPage })),
);
const ReturnsPage = lazy(() =>
  import('../features/returns/returns-page').then((m) => ({ default: m.ReturnsPage })),
);
const ReturnPage = lazy(() =>
  import('../features/returns/return-page').then((m) => ({ default: m.ReturnPage })),
);

const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const OrderPage = lazy(() =>
  import('../features/orders/order-page').then((m) => ({ default: m.OrderPage })),
);
const PackingSlipPage = lazy(() =>
  import('../features/orders/packing-slip-page').then((m) => ({ default: m.PackingSlipPage })),
);
const MailsPage = lazy(() =>
  import('../features/mails/mails-page').then((m) => ({ default: m.MailsPage })),
);
const MailPreviewPage = lazy(() =>
  import('../features/mails/mail-preview-page').then((m) => ({ default: m.MailPreviewPage })),
);

const DiscountsPage = lazy(() =>
  import('../features/discounts/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const DiscountFormPage = lazy(() =>
  import('../features/discounts/discount-form-page').then((m) => ({
    default: m.DiscountFormPage,
  })),
);
const DiscountUsesPage = lazy(() =>
  import('../features/discounts/discount-uses-page').then((m) => ({
    default: m.DiscountUsesPage,
  })),
);

const CustomersPage = lazy(() =>
  import('../features/customers/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import('../features/customers/customer-page').then((m) => ({ default: m.CustomerPage })),
);
const ContentPagesPage = lazy(() =>
  import('../features/content/pages-page').then((m) => ({ default: m.PagesPage })),
);
const ContentPageFormPage = lazy(() =>
  import('../features/content/page-form-page').then((m) => ({ default: m.PageFormPage })),
);
const ContentEventsPage = lazy(() =>
  import('../features/content/events-page').then((m) => ({ default: m.EventsPage })),
);
const ContentEventFormPage = lazy(() =>
  import('../features/content/event-form-page').then((m) => ({ default: m.EventFormPage })),
);
const ContentSlidesPage = lazy(() =>
  import('../features/content/slides-page').then((m) => ({ default: m.SlidesPage })),
);
const ContentSlideFormPage = lazy(() =>
  import('../features/content/slide-form-page').then((m) => ({ default: m.SlideFormPage })),
);

function Loading() {
  const intl = useIntl();
  return <PageLoading label={intl.formatMessage({ id: 'common.loading' })} />;
}

export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Switch>
        <Route path={P.signIn} component={SignInPage} />
        <Route path={P.setPassword} component={SetPasswordPage} />
        <Route>
          <SignedIn>
            <Layout>
              <Suspense fallback={<Loading />}>
                <Switch>
                  <Route path={P.home} component={HomePage} />
                  <Route path={P.twoStep} component={TwoStepPage} />
                  <Route path={P.staff}>
                    <RoleOnly least="owner">
                      <StaffPage />
                    </RoleOnly>
                  </Route>
                  <Route path={P.security}>
                    <RoleOnly least="owner">
                      <SecurityPage />
                    </RoleOnly>
                  </Route>
                  <Route path={P.storeSettings}>
                    <RoleOnly least="owner">
                      <StorePage />
                    </RoleOnly>
                  </Route>
                  <Route path={P.audit}>
                    <RoleOnly least="owner">
                      <AuditPage />
                    </RoleOnly>
                  </Route>
                  <Route path={P.products} component={ProductsPage} />
                  <Route path={P.productNew} component={ProductPage} />
                  <Route path={P.productEdit} component={ProductPage} />
                  <Route path={P.collections} component={CollectionsPage} />
                  <Route path={P.collectionNew} component={CollectionFormPage} />
                  <Route path={P.collectionEdit} component={CollectionFormPage} />
                  <Route path={P.stock} component={StockPage} />
                  <Route path={P.stockVariant} component={VariantStockPage} />
                  <Route path={P.csv} component={CsvPage} />
                  <Route path={P.orders} component={OrdersPage} />
                  <Route path={P.orderSlip} component={PackingSlipPage} />
                  <Route path={P.order} component={OrderPage} />
                  <Route path={P.mails} component={MailsPage} />
                  <Route path={P.mailPreview} component={MailPreviewPage} />
                  <Route path={P.returns} component={ReturnsPage} />
                  <Route path={P.returnDetail} component={ReturnPage} />
                  <Route path={P.discounts} component={DiscountsPage} />
                  <Route path={P.discountNew} component={DiscountFormPage} />
                  <Route path={P.discountUses} component={DiscountUsesPage} />
                  <Route path={P.discountEdit} component={DiscountFormPage} />
                  <Route path={P.customers} component={CustomersPage} />
                  <Route path={P.customer} component={CustomerPage} />
                  <Route path={P.content} component={ContentPagesPage} />
                  <Route path={P.contentPageNew} component={ContentPageFormPage} />
                  <Route path={P.contentPage} component={ContentPageFormPage} />
                  <Route path={P.contentEvents} component={ContentEventsPage} />
                  <Route path={P.contentEventNew} component={ContentEventFormPage} />
                  <Route path={P.contentEvent} component={ContentEventFormPage} />
                  <Route path={P.contentSlides} component={ContentSlidesPage} />
                  <Route path={P.contentSlideNew} component={ContentSlideFormPage} />
                  <Route path={P.contentSlide} component={ContentSlideFormPage} />
                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </Layout>
          </SignedIn>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
