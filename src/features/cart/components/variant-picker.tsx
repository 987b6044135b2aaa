import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Color } from '../../../../contract/constants';
import type { Product, Variant } from '../../../../contract/types';
import { sizeName } from '../../../lib/i18n/size-name';
import '../../../ui/swatches.css';

export interface Choice {
  color: Color;
  size: string;
}

/** The variant for a colour and size, if the product has it. */
export function variantOf(product: Product, choice: Choice): Variant | undefined {
  return product.variants.find((v) => v.color === choice.color && v.size === choice.size);
}

/** A new colour keeps the size when that colour has it in stock, else takes its first size in stock. */
export function chooseColor(product: Product, current: Choice, color: Color): Choice {
  const ofColor = product.variants.filter((v) => v.color === color);
  const same = ofColor.find((v) => v.size === current.size && v.stock > 0);
  const next = same ?? ofColor.find((v) => v.stock > 0) ?? ofColor[0];
  return { color, size: next?.size ?? current.size };
}

/**
 * Colour and size as radio groups, each choice with its stock: 'N left' or 'Out of stock' (not
 * choosable). Native radios, as on the product page (docs/decisions/016).
 */
export function VariantPicker({
  product,
  value,
  onChange,
}: {
  product: Product;
  value: Choice;
  onChange: (c: Choice) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const colors = [...new Set(product.variants.map((v) => v.color))];
  const sizes = product.sizes.filter((s) =>
    product.variants.some((v) => v.color === value.color && v.size === s),
  );
  const stockText = (stock: number) =>
    stock > 0
      ? intl.formatMessage({ id: 'cart.stockCount' }, { count: stock })
      : intl.formatMessage({ id: 'product.stock.out' });
  const colorStock = (c: Color) =>
    product.variants.filter((v) => v.color === c).reduce((n, v) => n + v.stock, 0);
  return (
    <div className="variant-picker">
      <ChoiceRow name={`${id}-color`} label={intl.formatMessage({ id: 'cart.color' })}>
        {colors.map((c) => {
          const stock = colorStock(c);
          return (
            <label key={c} className="choice">
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-color`}
                value={c}
                checked={c === value.color}
                disabled={stock === 0}
                onChange={() => onChange(chooseColor(product, value, c))}
              />
              <span className={`choice__swatch swatch--${c.toLowerCase()}`} aria-hidden="true" />
              <span>{intl.formatMessage({ id: `color.${c}` })}</span>
              <span className="choice__stock">{stockText(stock)}</span>
            </label>
          );
        })}
      </ChoiceRow>
      <ChoiceRow name={`${id}-size`} label={intl.formatMessage({ id: 'cart.size' })}>
        {sizes.map((s) => {
          const stock = variantOf(product, { color: value.color, size: s })?.stock ?? 0;
          return (
            <label key={s} className="choice">
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-size`}
                value={s}
                checked={s === value.size}
                disabled={stock === 0}
                onChange={() => onChange({ ...value, size: s })}
              />
              <span>{sizeName(intl, s)}</span>
              <span className="choice__stock">{stockText(stock)}</span>
            </label>
          );
        })}
      </ChoiceRow>
    </div>
  );
}

/** One labelled group of radios sharing `name`. */
function ChoiceRow({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="choice-group" role="radiogroup" aria-labelledby={`${name}-label`}>
      <span id={`${name}-label`} className="choice-group__label">
        {label}
      </span>
      <div className="choice-group__options">{children}</div>
    </div>
  );
}
