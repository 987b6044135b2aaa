/**
 * The products an event features, in the order it shows them: the chosen ones as a list (move up,
 * move down, take off: buttons, so the keyboard does all of it), and a search by name that adds one
 * at the end. A draft or archived product may be chosen; the storefront shows only published ones.
 */
import { useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_EVENT_PRODUCTS } from '../../../contract/admin/content-inputs';
import type { EventProduct } from '../../../contract/admin/content-types';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { findProducts } from './api';

interface ProductFieldProps {
  id: string;
  value: EventProduct[];
  onChange: (products: EventProduct[]) => void;
  error?: string | undefined;
}

const moved = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function ProductField({ id, value, onChange, error }: ProductFieldProps) {
  const intl = useIntl();
  const en = intl.locale === 'en';
  const text = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const found = useAdminQuery(`event-products:${q ?? ''}`, (signal) =>
    q === null ? Promise.resolve(null) : findProducts(intl.locale, q, signal),
  );
  // Inside the event's form, so no form of its own: Enter searches here instead of saving the event.
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setQ(typed.trim());
  };
  const nameOf = (p: EventProduct) => (en ? p.name_en : p.name_vi);
  const chosen = new Set(value.map((p) => p.id));

  return (
    <fieldset className="field product-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{text('content.events.products')}</legend>
      {value.length === 0 ? (
        <p className="field__hint">{text('content.events.products.none')}</p>
      ) : (
        <ol className="product-field__list">
          {value.map((p, i) => (
            <li key={p.id} className="product-field__item">
              <span>{nameOf(p)}</span>
              <span className="cell-control cell-control--row">
                <Button
                  className="link-button"
                  isDisabled={i === 0}
                  onPress={() => onChange(moved(value, i, i - 1))}
                  aria-label={text('content.move_up_named', { name: nameOf(p) })}
                >
                  {text('content.move_up')}
                </Button>
                <Button
                  className="link-button"
                  isDisabled={i === value.length - 1}
                  onPress={() => onChange(moved(value, i, i + 1))}
                  aria-label={text('content.move_down_named', { name: nameOf(p) })}
                >
                  {text('content.move_down')}
                </Button>
                <Button
                  className="link-button"
                  onPress={() => onChange(value.filter((x) => x.id !== p.id))}
                  aria-label={text('content.remove_named', { name: nameOf(p) })}
                >
                  {text('content.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
      <div className="product-field__search">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {text('content.events.products.search')}
          </label>
          <input
            id={id}
            className="field__input"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={searchOnEnter}
          />
        </div>
        <Button className="button button--ghost" onPress={() => setQ(typed.trim())}>
          {text('content.search')}
        </Button>
      </div>
      {q !== null && (
        <QueryView query={found}>
          {(page) =>
            !page || page.items.length === 0 ? (
              <p>{text('content.events.products.not_found')}</p>
            ) : (
              <ul className="product-field__found">
                {page.items.map((p) => {
                  const product = {
                    id: p.id,
                    name_vi: p.name_vi,
                    name_en: p.name_en,
                    slug: p.slug,
                  };
                  return (
                    <li key={p.id}>
                      <Button
                        className="link-button"
                        isDisabled={chosen.has(p.id) || value.length >= MAX_EVENT_PRODUCTS}
                        onPress={() => onChange([...value, product])}
                        aria-label={text('content.add_named', { name: nameOf(product) })}
                      >
                        {text('content.add')}
                      </Button>{' '}
                      {nameOf(product)}
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryView>
      )}
    </fieldset>
  );
}
