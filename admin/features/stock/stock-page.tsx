/**
 * Stock (`/stock`): the store's low-stock threshold, then finding a variant: search products by name
 * or SKU, choose one to list its variants with their stock, and open a variant to change it. The
 * search and the chosen product live in the URL (`?q=…&product=…`), so the back button, a reload or
 * a link from elsewhere (`/stock?product=12`) show the same thing, on a phone as on a desk.
 */
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readStockSettings } from './api';
import { FindProducts } from './find-products';
import { ProductVariants } from './product-variants';
import { ThresholdPanel } from './threshold-panel';
import './stock.css';

export function StockPage() {
  const intl = useIntl();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const product = params.get('product');
  const settings = useAdminQuery('stock-settings', readStockSettings);
  const threshold = settings.data?.low_stock_threshold ?? null;
  const title = intl.formatMessage({ id: 'stock.title' });
  usePageTitle(title);

  return (
    <section className="page stock-page">
      <h1>{title}</h1>
      <p className="page__lead">{intl.formatMessage({ id: 'stock.lead' })}</p>
      {product && <ProductVariants productId={product} q={q} page={page} threshold={threshold} />}
      <FindProducts q={q} page={page} product={product} />
      <QueryView query={settings}>
        {(saved) => <ThresholdPanel settings={saved} onSaved={(s) => settings.setData(() => s)} />}
      </QueryView>
    </section>
  );
}
