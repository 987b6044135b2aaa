import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { CollectionListing } from '../../../../contract/types';
import { LocalLink, useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { useTitle } from '../../../lib/seo/use-title';
import { ProductGrid } from './product-grid';

/** A collection (or, with an empty slug, the whole catalog): breadcrumbs, title, products, pages. */
export function CollectionView({ slug }: { slug: string }) {
  const lang = useLang();
  const params = new URLSearchParams(useSearch());
  const page = Number(params.get('page') ?? '1') || 1;
  const state = usePageData<CollectionListing>(`/api/catalog/collections/${slug}`, {
    lang,
    page,
    sort: params.get('sort') ?? undefined,
  });
  useTitle(state.data?.collection.name);
  return (
    <QueryView state={state}>{(listing) => <Listing slug={slug} page={page} data={listing} />}</QueryView>
  );
}

function Listing({ slug, page, data }: { slug: string; page: number; data: CollectionListing }) {
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));

  return (
    <div className="collection">
      <Breadcrumbs crumbs={data.collection.breadcrumbs} />
      <h1>{data.collection.name}</h1>
      {data.collection.description && <p className="collection__lead">{data.collection.description}</p>}
      <p className="collection__count">
        <FormattedMessage id="collection.count" values={{ count: data.total }} />
      </p>
      {data.items.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage id="common.noData" />
        </p>
      ) : (
        <ProductGrid products={data.items} priority={4} />
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Pagination">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <LocalLink
              key={n}
              to={`/collection/${slug}${n > 1 ? `?page=${n}` : ''}`.replace('/collection/?', '/collection?')}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </LocalLink>
          ))}
        </nav>
      )}
    </div>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: { slug: string; name: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <LocalLink to="/">
            <FormattedMessage id="nav.home" />
          </LocalLink>
        </li>
        {crumbs.map((c) => (
          <li key={c.slug}>
            <LocalLink to={`/collection/${c.slug}`}>{c.name}</LocalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
