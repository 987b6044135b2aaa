/**
 * Where the product lives and how it sells: its address (slug) with the old ones that now redirect,
 * its collection (the tree, in a select), category and status; its price and compare-at price (a
 * sale shows on the storefront when the compare-at price is above the price).
 */
import { useIntl } from 'react-intl';
import { MAX_SLUG_LENGTH } from '../../../contract/admin/slug';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../contract/admin/constants';
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import { CategoryField } from './category-field';
import type { CollectionOption } from './collection-options';
import type { EditorState } from './editor-state';
import { InputField } from './input-field';
import { parseMoney } from './money';

interface DetailsProps {
  state: EditorState;
  update: (patch: Partial<EditorState>) => void;
  errors: Record<string, string>;
  saved: AdminProduct | null;
  collections: readonly CollectionOption[];
  categories: readonly string[];
  currency: string;
  digits: number;
}

function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly CollectionOption[];
  error?: string | undefined;
}) {
  const { id, label, value, onChange, options, error } = props;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export function DetailsFields(props: DetailsProps) {
  const { state, update, errors, saved, collections, categories } = props;
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const oldSlugs = saved?.old_slugs ?? [];
  return (
    <div className="editor__grid">
      <InputField
        id="product-slug"
        label={text('products.field.slug')}
        value={state.slug}
        maxLength={MAX_SLUG_LENGTH}
        onChange={(slug) => update({ slug, slugAuto: false })}
        error={errors.slug}
        hint={
          <>
            {text(state.slugAuto ? 'products.field.slug.auto' : 'products.field.slug.hint')}
            {oldSlugs.length > 0 && (
              <>
                {' '}
                {intl.formatMessage(
                  { id: 'products.field.slug.old' },
                  { count: oldSlugs.length, slugs: oldSlugs.join(', ') },
                )}
              </>
            )}
          </>
        }
      />
      <SelectField
        id="product-collection"
        label={text('products.field.collection')}
        value={state.collection}
        onChange={(collection) => update({ collection })}
        options={[{ value: '', label: text('products.field.collection.choose') }, ...collections]}
        error={errors.collection}
      />
      <CategoryField
        id="product-category"
        value={state.category}
        onChange={(category) => update({ category })}
        categories={categories}
        error={errors.category}
      />
      <SelectField
        id="product-status"
        label={text('products.field.status')}
        value={state.status}
        onChange={(status) => update({ status: status as ProductStatus })}
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: text(`products.status.${s}`) }))}
        error={errors.status}
      />
    </div>
  );
}

/** "On sale": the compare-at price is above the price, as the storefront shows it struck through. */
function saleOf(state: EditorState, digits: number): boolean {
  const price = parseMoney(state.price, digits);
  const was = parseMoney(state.compare_at_price, digits);
  return (
    price.ok && was.ok && price.value !== null && was.value !== null && was.value > price.value
  );
}

export function PriceFields({ state, update, errors, currency, digits }: DetailsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const example = digits === 0 ? '250000' : `39.${'9'.padEnd(digits, '0')}`;
  return (
    <div className="editor__grid">
      <InputField
        id="product-price"
        label={intl.formatMessage({ id: 'products.field.price' }, { currency })}
        value={state.price}
        inputMode="decimal"
        suffix={currency}
        placeholder={example}
        onChange={(price) => update({ price })}
        hint={intl.formatMessage({ id: 'products.money.hint' }, { example })}
        error={errors.price}
      />
      <InputField
        id="product-compare_at_price"
        label={intl.formatMessage({ id: 'products.field.compare_at' }, { currency })}
        value={state.compare_at_price}
        inputMode="decimal"
        suffix={currency}
        onChange={(compare_at_price) => update({ compare_at_price })}
        hint={text(
          saleOf(state, digits)
            ? 'products.field.compare_at.sale'
            : 'products.field.compare_at.hint',
        )}
        error={errors.compare_at_price}
      />
    </div>
  );
}
