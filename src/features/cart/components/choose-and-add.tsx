/**
 * Adds a product the shopper has not picked a variant for (quick add, wishlist move): with exactly one
 * variant it adds at once; otherwise a dialog asks for colour and size. Needs the product, so it is
 * fetched on press when only the card is known.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductCard, Variant } from '../../../../contract/types';
import { useLang } from '../../../lib/i18n/routing';
import { cartDrawer } from '../../../lib/ui-state';
import { toast } from '../../../ui/toast/toast-store';
import { fetchProduct } from '../api';
import { lineFrom } from '../cart-lines';
import { addToCart } from '../store';
import { VariantDialog } from './variant-dialog';
import { VariantForm } from './variant-form';

export function useChooseAndAdd(onAdded?: () => void) {
  const intl = useIntl();
  const lang = useLang();
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (product: Product | ProductCard, variant: Variant, quantity: number) => {
    const { quantity: inCart, capped } = await addToCart(lineFrom(product, variant), quantity);
    if (capped)
      toast({ description: intl.formatMessage({ id: 'cart.capped' }, { count: inCart }) });
    if (inCart > 0) {
      onAdded?.();
      cartDrawer.open();
    }
  };

  const start = async (card: ProductCard | Product) => {
    if (busy) return;
    setBusy(true);
    try {
      const product = 'variants' in card ? card : await fetchProduct(card.slug, lang);
      const only = product.variants.length === 1 ? product.variants[0] : undefined;
      if (only) await add(product, only, 1);
      else setChoosing(product);
    } catch (error) {
      toast({ variant: 'destructive', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <VariantDialog
      isOpen={choosing !== null}
      onClose={() => setChoosing(null)}
      title={intl.formatMessage({ id: 'cart.choose.title' })}
    >
      {choosing && (
        <ChooseForm
          product={choosing}
          onCancel={() => setChoosing(null)}
          onChosen={(v, q) => {
            setChoosing(null);
            void add(choosing, v, q);
          }}
        />
      )}
    </VariantDialog>
  );
  return { start, busy, dialog };
}

function ChooseForm(props: {
  product: Product;
  onCancel: () => void;
  onChosen: (variant: Variant, quantity: number) => void;
}) {
  const intl = useIntl();
  const first = props.product.variants.find((v) => v.stock > 0) ?? props.product.variants[0];
  if (!first) return null;
  return (
    <VariantForm
      product={props.product}
      initial={{ color: first.color, size: first.size, quantity: 1 }}
      submitLabel={intl.formatMessage({ id: 'cart.add' })}
      onCancel={props.onCancel}
      onSubmit={props.onChosen}
    />
  );
}
