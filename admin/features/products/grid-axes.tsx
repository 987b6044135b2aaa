/**
 * The grid's two axes: the colours the product comes in (the shop's fixed list, ticked on or off) and
 * its sizes (free text: `XS S M L XL`, `28 30 32`, typed several at once), each size with buttons to
 * move it (the order the storefront lists them in) and to take it out.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_SIZE } from '../../../contract/admin/catalog-fields';
import { COLORS, type Color } from '../../../contract/constants';
import { splitSizes } from './grid';

interface AxesProps {
  colors: readonly Color[];
  sizes: readonly string[];
  onColor: (color: Color, on: boolean) => void;
  onAddSizes: (sizes: string[]) => void;
  onRemoveSize: (size: string) => void;
  onMoveSize: (size: string, step: -1 | 1) => void;
}

export function GridAxes({
  colors,
  sizes,
  onColor,
  onAddSizes,
  onRemoveSize,
  onMoveSize,
}: AxesProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const add = () => {
    const list = splitSizes(typed);
    if (list.some((s) => s.length > MAX_SIZE)) return setTooLong(true);
    setTooLong(false);
    onAddSizes(list);
    setTyped('');
  };
  return (
    <div className="grid-axes">
      <fieldset className="grid-axes__colors">
        <legend className="field__label">{text('products.grid.colors')}</legend>
        <div className="color-chips">
          {COLORS.map((color) => (
            <label key={color} className="color-chip">
              <input
                type="checkbox"
                checked={colors.includes(color)}
                onChange={(event) => onColor(color, event.target.checked)}
              />
              <span className={`swatch swatch--${color.toLowerCase()}`} aria-hidden="true" />
              {text(`products.color.${color}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid-axes__sizes">
        <div className="field">
          <label className="field__label" htmlFor="grid-add-sizes">
            {text('products.grid.add_sizes')}
          </label>
          <div className="input-row">
            <input
              id="grid-add-sizes"
              className="field__input"
              value={typed}
              placeholder="XS S M L XL"
              aria-describedby="grid-add-sizes-hint"
              aria-invalid={tooLong ? true : undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault(); // Enter adds the sizes, it does not save the product
                add();
              }}
            />
            <Button className="button button--ghost" onPress={add} isDisabled={!typed.trim()}>
              {text('products.grid.add')}
            </Button>
          </div>
          <span id="grid-add-sizes-hint" className={tooLong ? 'field__error' : 'editor__hint'}>
            {tooLong
              ? intl.formatMessage({ id: 'products.grid.size_too_long' }, { max: MAX_SIZE })
              : text('products.grid.add_sizes.hint')}
          </span>
        </div>
        {sizes.length > 0 && (
          <ul className="size-chips" aria-label={text('products.grid.sizes')}>
            {sizes.map((size, i) => (
              <li key={size} className="size-chip">
                <span className="size-chip__name">{size}</span>
                <Button
                  className="icon-button icon-button--small"
                  aria-label={text('products.grid.size.earlier', { size })}
                  isDisabled={i === 0}
                  onPress={() => onMoveSize(size, -1)}
                >
                  <span aria-hidden="true">←</span>
                </Button>
                <Button
                  className="icon-button icon-button--small"
                  aria-label={text('products.grid.size.later', { size })}
                  isDisabled={i === sizes.length - 1}
                  onPress={() => onMoveSize(size, 1)}
                >
                  <span aria-hidden="true">→</span>
                </Button>
                <Button
                  className="icon-button icon-button--small"
                  aria-label={text('products.grid.size.remove', { size })}
                  onPress={() => onRemoveSize(size)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
