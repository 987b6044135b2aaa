/**
 * Colour swatches (with names) and size choices as radio groups; sold-out choices are disabled but
 * still listed. Native radios (docs/decisions/016): the browser gives each group one tab stop, arrow
 * keys and the radio role, and they work before any script has run.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Color } from '../../../../contract/constants';
import type { Product } from '../../../../contract/types';
import { sizeName } from '../../../lib/i18n/size-name';
import { readEarlyChoice, type EarlyChoice } from '../early-choice';
import {
  isColorAvailable,
  isSizeAvailable,
  type Selection,
} from '../../../../contract/variant-selection';
import '../../../ui/swatches.css';
import './variant-picker.css';

// Read as this module loads: before React hydrates the picker and resets what was tapped.
let early: EarlyChoice = typeof document === 'undefined' ? {} : readEarlyChoice(document);

interface VariantPickerProps {
  product: Product;
  selection: Selection;
  onColor: (color: Color) => void;
  onSize: (size: string) => void;
}

export function VariantPicker({ product, selection, onColor, onSize }: VariantPickerProps) {
  const intl = useIntl();
  const soldOut = intl.formatMessage({ id: 'product.stock.out' });
  const colorName = (c: Color) => intl.formatMessage({ id: `color.${c}` });

  // The early taps of the page the module loaded on, applied once mounted: the colour first (it may
  // change the size), then, once the colour is in the URL, the size.
  const pending = useRef<EarlyChoice>({ ...early });
  useEffect(() => {
    early = {};
  }, []);
  useEffect(() => {
    const { color, size } = pending.current;
    if (color && color !== selection.color && product.colors.includes(color as Color)) {
      pending.current = { size };
      onColor(color as Color);
    } else if (size && size !== selection.size && product.sizes.includes(size)) {
      pending.current = {};
      onSize(size);
    } else pending.current = {};
  });

  const id = useId();
  return (
    <div className="variant-picker">
      <ChoiceRow
        name={`${id}-color`}
        label={intl.formatMessage({ id: 'product.color' })}
        value={
          <span className="pdp-picker__value" aria-hidden="true">
            {colorName(selection.color)}
          </span>
        }
      >
        {product.colors.map((color) => {
          const available = isColorAvailable(product, color);
          return (
            <label key={color} className="pdp-swatch">
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-color`}
                value={color}
                checked={color === selection.color}
                disabled={!available}
                onChange={() => onColor(color)}
              />
              {/* The shared palette; the name beside it means colour is never the only cue. */}
              <span
                className={`pdp-swatch__chip swatch--${color.toLowerCase()}`}
                aria-hidden="true"
              />
              <span className="pdp-swatch__name">{colorName(color)}</span>
              {!available && <span className="visually-hidden">, {soldOut}</span>}
            </label>
          );
        })}
      </ChoiceRow>
      <ChoiceRow name={`${id}-size`} label={intl.formatMessage({ id: 'product.size' })}>
        {product.sizes.map((size) => {
          const available = isSizeAvailable(product, selection.color, size);
          return (
            <label key={size} className="pdp-size">
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-size`}
                value={size}
                checked={size === selection.size}
                disabled={!available}
                onChange={() => onSize(size)}
              />
              {sizeName(intl, size)}
              {!available && <span className="visually-hidden">, {soldOut}</span>}
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
  value,
  children,
}: {
  name: string;
  label: string;
  value?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="pdp-picker" role="radiogroup" aria-labelledby={`${name}-label`}>
      <div className="pdp-picker__head">
        <span id={`${name}-label`} className="pdp-picker__label">
          {label}
        </span>
        {value}
      </div>
      <div className="pdp-picker__options">{children}</div>
    </div>
  );
}
