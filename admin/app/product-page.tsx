/**
 * The product editor's page (`/products/new`, `/products/:id`): the products area's editor with the
 * pictures area's panel in its pictures section. The two areas never import each other; this page
 * puts them together. A new id (a product just made) is a new editor, started from what the server
 * says.
 */
import { useParams } from 'wouter';
import { PicturesPanel } from '../features/pictures/pictures-panel';
import { ProductEditor } from '../features/products/product-editor';

export function ProductPage() {
  const { id = null } = useParams<{ id?: string }>();
  return (
    <ProductEditor
      key={id ?? 'new'}
      id={id}
      pictures={(product) => <PicturesPanel productId={product.id} colors={product.colors} />}
    />
  );
}
