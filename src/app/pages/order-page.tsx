import { useLocation } from 'wouter';
import { OrderDetails } from '../../features/orders/components/order-details';
import { OrderMissing, OrderQueued } from '../../features/orders/components/order-unavailable';
import { useOrder } from '../../features/orders/use-order';
import { useLang } from '../../lib/i18n/routing';
import { ReadError } from '../../lib/read-error';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { useLoadingLabel } from '../../lib/use-loading-label';
import { PageLoading } from '../../ui/page-loading';
import type { PageProps } from './page-props';

/**
 * `/order/{token}`: the order from the server, or as last saved on this device when the server cannot
 * be reached; an order still waiting in the outbox; a plain message for a link no one knows.
 */
export default function OrderPage({ params }: PageProps) {
  const [location] = useLocation();
  const lang = useLang();
  const loadingLabel = useLoadingLabel();
  useTitle(routeTitle(location));
  const view = useOrder(params.token ?? '', lang);
  switch (view.kind) {
    case 'loading':
      return <PageLoading label={loadingLabel} />;
    case 'missing':
      return <OrderMissing />;
    case 'queued':
      return <OrderQueued row={view.row} />;
    case 'error':
      return <ReadError error={view.error} retry={view.retry} />;
    case 'order':
      return (
        <OrderDetails order={view.order} savedCopyAt={view.savedCopyAt} onChanged={view.refresh} />
      );
  }
}
