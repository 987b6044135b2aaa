import { ProductGrid } from '../../features/catalog/components/product-grid';
import { EventView } from '../../features/content/components/event-view';
import type { PageProps } from './page-props';

/** `/event/{slug}` (home layout): the event, then its products as a catalog grid. */
export default function EventPage({ params }: PageProps) {
  return (
    <EventView slug={params.slug ?? ''}>
      {(event) => <ProductGrid products={event.products} />}
    </EventView>
  );
}
