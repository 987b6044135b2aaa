import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { Product, Variant } from '../../../../contract/types';
import { useFormatMoney } from '../../../lib/i18n/money';
import { MAX_QUANTITY } from '../cart-lines';
import { QuantityStepper } from './quantity-stepper';
import { variantOf, VariantPicker, type Choice } from './variant-picker';

interface VariantFormProps {
  product: Product;
  initial: Choice & { quantity: number };
  submitLabel: string;
  onSubmit: (variant: Variant, quantity: number) => void;
  onCancel: () => void;
}

/** Colour, size and quantity for one product, with the chosen variant's price; the quantity follows its stock. */
export function VariantForm({
  product,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: VariantFormProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [choice, setChoice] = useState<Choice>({ color: initial.color, size: initial.size });
  const [quantity, setQuantity] = useState(initial.quantity);
  const variant = variantOf(product, choice);
  const max = Math.min(MAX_QUANTITY, variant?.stock ?? 0);
  const shown = Math.max(1, Math.min(quantity, max));
  return (
    <div className="variant-form">
      <p className="variant-form__product">
        <strong>{product.name}</strong>
        {variant && <span>{formatMoney(variant.price)}</span>}
      </p>
      <VariantPicker product={product} value={choice} onChange={setChoice} />
      <div className="choice-group">
        <span className="choice-group__label" aria-hidden="true">
          {intl.formatMessage({ id: 'cart.quantity' })}
        </span>
        <QuantityStepper
          value={shown}
          max={max}
          name={product.name}
          onChange={setQuantity}
          isDisabled={max === 0}
        />
      </div>
      <div className="variant-form__actions">
        <Button className="button button--ghost" onPress={onCancel}>
          {intl.formatMessage({ id: 'cart.edit.cancel' })}
        </Button>
        <Button
          className="button"
          isDisabled={!variant || max === 0}
          onPress={() => variant && onSubmit(variant, shown)}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
