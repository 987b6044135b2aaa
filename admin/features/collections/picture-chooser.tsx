/**
 * The picture picker's dialog: products (this collection's, or any found by name), then the chosen
 * product's pictures as tiles; choosing a tile is the answer. Both lists are read when shown.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../src/ui/text-field';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { pickerProducts, productPictures } from './api';
import type { ChosenPicture } from './picture-picker';

interface PictureChooserProps {
  collection: string | null;
  onPick: (picture: ChosenPicture) => void;
}

export function PictureChooser({ collection, onPick }: PictureChooserProps) {
  const intl = useIntl();
  const en = intl.locale === 'en';
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // A collection's own products first; a search looks through every product.
  const scope = q ? '' : (collection ?? '');
  const products = useAdminQuery(`picker:${scope}:${q}`, (signal) =>
    pickerProducts(intl.locale, scope, q, signal),
  );
  const [product, setProduct] = useState<{ id: string; name: string } | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the collection's form: React would hand it this submit too.
    event.stopPropagation();
    setQ(typed.trim());
    setProduct(null);
  };

  return (
    <div className="picture-chooser">
      <form className="picture-chooser__search" role="search" onSubmit={search}>
        <FormTextField
          id="picture-search"
          label={intl.formatMessage({ id: 'collections.picture.search' })}
          type="search"
          value={typed}
          onChange={setTyped}
        />
        <Button type="submit" className="button button--ghost">
          {intl.formatMessage({ id: 'collections.picture.search_submit' })}
        </Button>
      </form>
      <QueryView query={products}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="notice-line">
              {intl.formatMessage({
                id: scope
                  ? 'collections.picture.no_products_here'
                  : 'collections.picture.no_products',
              })}
            </p>
          ) : (
            <ul className="picture-chooser__products">
              {page.items.map((row) => {
                const name = en ? row.name_en : row.name_vi;
                return (
                  <li key={row.id}>
                    <Button
                      className="picture-chooser__product"
                      aria-pressed={product?.id === row.id}
                      onPress={() => setProduct({ id: row.id, name })}
                    >
                      {row.image_url ? (
                        <img src={row.image_url} alt="" width={40} height={50} loading="lazy" />
                      ) : (
                        <span className="collection-thumb--none" aria-hidden="true" />
                      )}
                      <span>{name}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
      {product && <ProductPictures key={product.id} product={product} onPick={onPick} />}
    </div>
  );
}

function ProductPictures({
  product,
  onPick,
}: {
  product: { id: string; name: string };
  onPick: (picture: ChosenPicture) => void;
}) {
  const intl = useIntl();
  const en = intl.locale === 'en';
  const pictures = useAdminQuery(`pictures:${product.id}`, (signal) =>
    productPictures(product.id, signal),
  );
  return (
    <section className="picture-chooser__pictures" aria-live="polite">
      <h3>{intl.formatMessage({ id: 'collections.picture.of' }, { name: product.name })}</h3>
      <QueryView query={pictures}>
        {(list) =>
          list.length === 0 ? (
            <p className="notice-line">
              {intl.formatMessage({ id: 'collections.picture.product_has_none' })}
            </p>
          ) : (
            <ul className="picture-chooser__grid">
              {list.map((picture, index) => (
                <li key={picture.key}>
                  <Button
                    className="picture-chooser__tile"
                    aria-label={intl.formatMessage(
                      { id: 'collections.picture.use' },
                      {
                        alt:
                          (en ? picture.alt_en : picture.alt_vi) || `${product.name} ${index + 1}`,
                      },
                    )}
                    onPress={() => onPick({ key: picture.key, url: picture.image.url })}
                  >
                    <img src={picture.image.url} alt="" width={120} height={150} loading="lazy" />
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
