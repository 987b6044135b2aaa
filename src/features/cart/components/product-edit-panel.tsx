/**
 * The product-edit panel (spec `productToEdit`): changes a cart line's colour, size or quantity in
 * place, showing the stock of every choice. It loads the product fresh, so the choices are current.
 */
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { clearProductToEdit, ui } from '../../../lib/ui-state';
import { lineFrom } from '../cart-lines';
import { changeVariant } from '../store';
import { useCartLines } from '../use-cart';
import { ProductLoader } from './product-loader';
import { VariantDialog } from './variant-dialog';
import { VariantForm } from './variant-form';

export function ProductEditPanel() {
  const intl = useIntl();
  const { productToEdit } = useSnapshot(ui);
  const lines = useCartLines();
  const line = productToEdit ? lines?.find((l) => l.variantId === productToEdit.lineId) : undefined;
  return (
    <VariantDialog
      isOpen={Boolean(productToEdit && line)}
      onClose={clearProductToEdit}
      title={intl.formatMessage({ id: 'cart.edit.title' })}
    >
      {line && productToEdit && (
        <ProductLoader slug={productToEdit.productSlug}>
          {(product) => (
            <VariantForm
              // A new line (or a new product answer) starts the form over.
              key={`${line.variantId}-${product.id}`}
              product={product}
              initial={{ color: line.color, size: line.size, quantity: line.quantity }}
              submitLabel={intl.formatMessage({ id: 'cart.edit.save' })}
              onCancel={clearProductToEdit}
              onSubmit={(variant, quantity) => {
                void changeVariant(
                  line.variantId,
                  lineFrom(product, variant, line.addedAt),
                  quantity,
                );
                clearProductToEdit();
              }}
            />
          )}
        </ProductLoader>
      )}
    </VariantDialog>
  );
}
