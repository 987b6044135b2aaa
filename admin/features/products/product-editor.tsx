/**
 * The product editor's screen, new (`/products/new`) or saved (`/products/:id`): reads the product,
 * the collections, the categories and the store's currency together, then hands them to the form.
 * The pictures panel is another area's (features/pictures): the page that composes the two passes it
 * in as `pictures`, given the saved product's id and the colours the editor has now.
 */
import { useIntl } from 'react-intl';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { listCategories, listCollections, readProduct, storeCurrency } from './api';
import { ProductForm, type PicturesSlot } from './product-form';
import './editor.css';

export function ProductEditor({ id, pictures }: { id: string | null; pictures?: PicturesSlot }) {
  const intl = useIntl();
  const query = useAdminQuery(`product:${id ?? 'new'}`, async (signal) => {
    const [product, collections, categories, currency] = await Promise.all([
      id === null ? Promise.resolve(null) : readProduct(id, signal),
      listCollections(signal),
      listCategories(signal),
      storeCurrency(),
    ]);
    return { product, collections, categories, currency };
  });
  return (
    <QueryView query={query}>
      {(data) => (
        <ProductForm
          // A new read (after a save that made the product) starts the form again from it.
          key={data.product?.id ?? 'new'}
          id={id}
          product={data.product}
          collections={data.collections}
          categories={data.categories}
          currency={data.currency}
          lang={intl.locale}
          pictures={pictures}
        />
      )}
    </QueryView>
  );
}
