import { ProductGrid } from '../../features/catalog/components/product-grid';
import { EventView } from '../../features/content/components/event-view';
import type { PageProps } from '../routes';

export default function EventPage({ params }: PageProps) {
  return (
    <EventView slug={params.slug ?? ''}>
      {(event) => event.products.length > 0 && <ProductGrid products={event.products} />}
    </EventView>
  );
}
