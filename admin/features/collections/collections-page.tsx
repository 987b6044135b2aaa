/**
 * Collections: the whole tree (parents first, children indented under them in their order), each with
 * its picture, names, product count and whether the home page features it; moving one up or down
 * among its siblings, editing and deleting it. The list is the server's answer, replaced with what
 * each write answers; a failed move reads the tree again, as some of its saves may have gone through.
 */
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminCollection } from '../../../contract/admin/catalog-types';
import { submitErrors } from '../../lib/error-text';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { FormAlert } from '../../ui/form-alert';
import { bodyOf, listCollections, updateCollection } from './api';
import { DeleteCollection } from './delete-collection';
import { moveAmongSiblings, treeRows, type TreeRow } from './tree';
import '../../../src/ui/link-button.css';
import './collections.css';

const column = columnsFor<TreeRow>();

export function CollectionsPage() {
  const intl = useIntl();
  const query = useAdminQuery('collections', listCollections);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const title = intl.formatMessage({ id: 'collections.title' });
  usePageTitle(title);
  const { data, setData, reload } = query;

  const columns = useMemo(() => {
    const text = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const en = intl.locale === 'en';
    const put = (saved: AdminCollection) =>
      setData((list) => list?.map((c) => (c.id === saved.id ? saved : c)));
    const move = async (row: TreeRow, step: -1 | 1) => {
      const changes = moveAmongSiblings(data ?? [], row.collection.id, step);
      setMoving(true);
      setFailure([]);
      try {
        // One save per sibling whose place changes (the API has no batch); in order, so a failure
        // stops the rest and the tree is read again to show what was saved.
        for (const { collection, position } of changes)
          put(await updateCollection(collection.id, { ...bodyOf(collection), position }));
      } catch (error) {
        setFailure(submitErrors(intl, error, []).form);
        reload();
      } finally {
        setMoving(false);
      }
    };
    return column.columns([
      column.display({
        id: 'picture',
        header: text('collections.picture'),
        cell: ({ row }) =>
          row.original.collection.image_url ? (
            <img
              className="collection-thumb"
              src={row.original.collection.image_url}
              alt=""
              width={48}
              height={60}
              loading="lazy"
            />
          ) : (
            <span className="collection-thumb collection-thumb--none" aria-hidden="true" />
          ),
      }),
      column.display({
        id: 'name',
        header: text('collections.name'),
        cell: ({ row }) => {
          const { collection: c, depth } = row.original;
          return (
            <div className="tree-name" style={{ '--depth': depth } as CSSProperties}>
              <Link href={pathTo(ADMIN_PATHS.collectionEdit, { id: c.id })}>
                {en ? c.name_en : c.name_vi}
              </Link>
              <span className="tree-name__other">{en ? c.name_vi : c.name_en}</span>
              <span className="tree-name__path">/{c.slug}</span>
            </div>
          );
        },
      }),
      column.display({
        id: 'products',
        header: text('collections.products'),
        cell: ({ row }) => intl.formatNumber(row.original.collection.product_count),
      }),
      column.display({
        id: 'featured',
        header: text('collections.featured'),
        cell: ({ row }) =>
          row.original.collection.featured ? (
            <span className="badge badge--active">{text('collections.featured.yes')}</span>
          ) : (
            text('collections.featured.no')
          ),
      }),
      column.display({
        id: 'order',
        header: text('collections.order'),
        cell: ({ row }) => {
          const { collection: c, index, siblings } = row.original;
          const name = en ? c.name_en : c.name_vi;
          return (
            <div className="cell-control cell-control--row">
              <Button
                className="link-button"
                isDisabled={moving || index === 0}
                onPress={() => void move(row.original, -1)}
                aria-label={text('collections.move_up_named', { name })}
              >
                {text('collections.move_up')}
              </Button>
              <Button
                className="link-button"
                isDisabled={moving || index === siblings - 1}
                onPress={() => void move(row.original, 1)}
                aria-label={text('collections.move_down_named', { name })}
              >
                {text('collections.move_down')}
              </Button>
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: text('collections.actions'),
        cell: ({ row }) => {
          const c = row.original.collection;
          return (
            <div className="cell-control cell-control--row">
              <Link
                className="link-button"
                href={pathTo(ADMIN_PATHS.collectionEdit, { id: c.id })}
                aria-label={text('collections.edit_named', { name: en ? c.name_en : c.name_vi })}
              >
                {text('collections.edit')}
              </Link>
              <DeleteCollection
                collection={c}
                onDeleted={(id) => setData((list) => list?.filter((x) => x.id !== id))}
              />
            </div>
          );
        },
      }),
    ]);
  }, [intl, data, moving, setData, reload]);

  return (
    <section className="page">
      <div className="page__head">
        <h1>{title}</h1>
        <Link href={ADMIN_PATHS.collectionNew} className="button">
          {intl.formatMessage({ id: 'collections.new' })}
        </Link>
      </div>
      <p className="page__lead">{intl.formatMessage({ id: 'collections.lead' })}</p>
      <FormAlert messages={failure} />
      <QueryView query={query}>
        {(list) => (
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            data={treeRows(list)}
            rowId={(row) => row.collection.id}
            empty={intl.formatMessage({ id: 'collections.empty' })}
          />
        )}
      </QueryView>
    </section>
  );
}
