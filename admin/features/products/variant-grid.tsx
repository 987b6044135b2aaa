/**
 * The variants as a colour × size grid: one table per colour, a row per size. A row that is a variant
 * has its SKU (empty: made on save, its likely value shown), its own price (empty: the product's) and
 * its stock, with a link to that variant's stock history once saved; a combination not sold can be
 * added back. A saved variant taken out is deleted by the next save, which the grid says.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Color } from '../../../contract/constants';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import type { EditorState } from './editor-state';
import {
  addColor,
  addSizes,
  cellFieldId,
  cellKey,
  moveIn,
  removeCell,
  removeColor,
  removeSize,
  restoreCell,
  updateCell,
  type CellState,
} from './grid';
import { GridAxes } from './grid-axes';
import '../../../src/ui/link-button.css';
import '../../../src/ui/swatches.css';

interface GridProps {
  state: EditorState;
  set: (change: (state: EditorState) => EditorState) => void;
  errors: Record<string, string>;
  /** The slug the made SKUs start from. */
  slug: string;
}

/** The SKU the server makes for an empty one (server/catalog/search-columns.ts skuFor), as a hint. */
const madeSku = (slug: string, color: Color, size: string) =>
  `${slug}-${color}-${size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-');

function CellInputs(props: {
  state: EditorState;
  color: Color;
  size: string;
  cell: CellState;
  set: GridProps['set'];
  errors: Record<string, string>;
  slug: string;
}) {
  const { state, color, size, cell, set, errors, slug } = props;
  const intl = useIntl();
  const key = cellKey(color, size);
  const where = `${intl.formatMessage({ id: `products.color.${color}` })} / ${size}`;
  const input = (field: 'sku' | 'price' | 'stock', label: string, extra: object) => {
    const id = cellFieldId(state, key, field)!;
    const error = errors[`${key}:${field}`];
    return (
      <td data-label={label}>
        <input
          id={id}
          className="field__input"
          aria-label={`${label} · ${where}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={cell[field]}
          onChange={(event) =>
            set((s) => updateCell(s, color, size, { [field]: event.target.value }))
          }
          {...extra}
        />
        {error && (
          <span id={`${id}-error`} className="field__error">
            {error}
          </span>
        )}
      </td>
    );
  };
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {input('sku', text('products.grid.sku'), {
        placeholder: slug ? madeSku(slug, color, size) : '',
        maxLength: 64,
      })}
      {input('price', text('products.grid.price'), {
        placeholder: state.price,
        inputMode: 'decimal',
      })}
      {input('stock', text('products.grid.stock'), { inputMode: 'numeric' })}
    </>
  );
}

export function VariantGrid({ state, set, errors, slug }: GridProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const removedSaved = Object.keys(state.removed).length;
  return (
    <div className="variant-grid">
      <GridAxes
        colors={state.colors}
        sizes={state.sizes}
        onColor={(color, on) => set((s) => (on ? addColor(s, color) : removeColor(s, color)))}
        onAddSizes={(sizes) => set((s) => addSizes(s, sizes))}
        onRemoveSize={(size) => set((s) => removeSize(s, size))}
        onMoveSize={(size, step) => set((s) => ({ ...s, sizes: moveIn(s.sizes, size, step) }))}
      />
      {errors.variants && (
        <p id="product-variants" className="field__error" tabIndex={-1}>
          {errors.variants}
        </p>
      )}
      {state.colors.length === 0 || state.sizes.length === 0 ? (
        <p className="editor__hint">{text('products.grid.empty')}</p>
      ) : (
        state.colors.map((color) => (
          <table key={color} className="variant-table">
            <caption>
              <span className={`swatch swatch--${color.toLowerCase()}`} aria-hidden="true" />
              {text(`products.color.${color}`)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text('products.grid.size')}</th>
                <th scope="col">{text('products.grid.sku')}</th>
                <th scope="col">{text('products.grid.price')}</th>
                <th scope="col">{text('products.grid.stock')}</th>
                <th scope="col">
                  <span className="visually-hidden">{text('products.grid.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.sizes.map((size) => {
                const key = cellKey(color, size);
                const cell = state.cells[key];
                const where = `${text(`products.color.${color}`)} / ${size}`;
                const rowError = errors[`${key}:row`];
                return (
                  <tr key={size} className={cell ? undefined : 'variant-table__off'}>
                    <th scope="row">
                      {size}
                      {rowError && <span className="field__error"> {rowError}</span>}
                    </th>
                    {cell ? (
                      <CellInputs {...{ state, color, size, cell, set, errors, slug }} />
                    ) : (
                      <td colSpan={3} className="editor__hint">
                        {text('products.grid.not_sold')}
                      </td>
                    )}
                    <td className="variant-table__actions" data-label="">
                      {cell?.id && (
                        <Link
                          href={pathTo(ADMIN_PATHS.stockVariant, { variantId: cell.id })}
                          className="link-button"
                          aria-label={text('products.grid.history.of', { variant: where })}
                        >
                          {text('products.grid.history')}
                        </Link>
                      )}
                      {cell ? (
                        <Button
                          className="link-button"
                          aria-label={text('products.grid.remove.of', { variant: where })}
                          onPress={() => set((s) => removeCell(s, color, size))}
                        >
                          {text('products.grid.remove')}
                        </Button>
                      ) : (
                        <Button
                          className="link-button"
                          aria-label={text('products.grid.add.of', { variant: where })}
                          onPress={() => set((s) => restoreCell(s, color, size))}
                        >
                          {text('products.grid.add_cell')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))
      )}
      {removedSaved > 0 && (
        <p className="editor__warning" role="status">
          {text('products.grid.removed', { count: removedSaved })}
        </p>
      )}
    </div>
  );
}
