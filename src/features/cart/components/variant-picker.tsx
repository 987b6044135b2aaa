import { useIntl } from 'react-intl';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Color } from '../../../../contract/constants';
import type { Product, Variant } from '../../../../contract/types';

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

/** Colour and size as radio groups, each choice with its stock: 'N left' or 'Out of stock' (not choosable). */
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
      <RadioGroup
        className="choice-group"
        value={value.color}
        onChange={(c) => onChange(chooseColor(product, value, c as Color))}
      >
        <Label className="choice-group__label">{intl.formatMessage({ id: 'cart.color' })}</Label>
        <div className="choice-group__options">
          {colors.map((c) => (
            <Radio key={c} value={c} className="choice" isDisabled={colorStock(c) === 0}>
              <span className="choice__swatch" data-color={c} aria-hidden="true" />
              <span>{intl.formatMessage({ id: `color.${c}` })}</span>
              <span className="choice__stock">{stockText(colorStock(c))}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className="choice-group"
        value={value.size}
        onChange={(size) => onChange({ ...value, size })}
      >
        <Label className="choice-group__label">{intl.formatMessage({ id: 'cart.size' })}</Label>
        <div className="choice-group__options">
          {sizes.map((s) => {
            const stock = variantOf(product, { color: value.color, size: s })?.stock ?? 0;
            return (
              <Radio key={s} value={s} className="choice" isDisabled={stock === 0}>
                <span>{s}</span>
                <span className="choice__stock">{stockText(stock)}</span>
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
    </div>
  );
}
