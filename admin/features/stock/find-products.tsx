/**
 * Finding a product to change stock of: a search by name or SKU (as the products list searches), the
 * results a page at a time with their total stock; choosing one lists its variants above.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { ProductRow } from '../../../contract/admin/catalog-types';
import { FormTextField } from '../../../src/ui/text-field';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { Pager } from '../../ui/pager';
import { FIND_PER_PAGE, findProducts } from './api';
import { stockListPath } from './stock-paths';

interface FindProductsProps {
  q: string;
  page: number;
  product: string | null;
}

export function FindProducts({ q, page, product }: FindProductsProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(q);
  const query = useAdminQuery(`stock-find:${q}:${page}`, (signal) =>
    findProducts(intl.locale, q, page, signal),
  );
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const nameOf = (row: ProductRow) => (intl.locale === 'en' ? row.name_en : row.name_vi);
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(stockListPath(typed.trim(), null));
  };

  return (
    <section className="stock-panel" aria-labelledby="find-title">
      <h2 id="find-title">{text('stock.find.title')}</h2>
      <form className="inline-form" role="search" onSubmit={search}>
        <FormTextField
          id="stock-search"
          label={text('stock.find.label')}
          type="search"
          value={typed}
          onChange={setTyped}
        />
        <Button type="submit" className="button">
          {text('stock.find.submit')}
        </Button>
      </form>
      <QueryView query={query}>
        {(found) => {
          const pages = Math.max(1, Math.ceil(found.total / FIND_PER_PAGE));
          return found.items.length === 0 ? (
            <p className="notice-line">{text('stock.find.none')}</p>
          ) : (
            <>
              <ul className="stock-products">
                {found.items.map((row) => (
                  <li key={row.id}>
                    <Link
                      className="stock-product"
                      href={stockListPath(q, row.id, page)}
                      aria-current={row.id === product ? 'true' : undefined}
                    >
                      {row.image_url ? (
                        <img src={row.image_url} alt="" width={40} height={50} loading="lazy" />
                      ) : (
                        <span className="stock-product__no-image" aria-hidden="true" />
                      )}
                      <span className="stock-product__text">
                        <span className="stock-product__name">{nameOf(row)}</span>
                        <span className="stock-product__detail">
                          {text('stock.find.row', {
                            variants: row.variant_count,
                            stock: row.total_stock,
                          })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager
                page={found.page}
                pages={pages}
                hrefOf={(to) => stockListPath(q, product, to)}
                label={text('common.pages')}
                previousLabel={text('common.previous')}
                nextLabel={text('common.next')}
                positionLabel={text('common.page_of', { page: found.page, pages })}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
