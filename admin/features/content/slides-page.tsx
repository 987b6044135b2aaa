/**
 * The home page's hero slides, in the order the slider shows them: each with its picture, titles and
 * link; moving one up or down (buttons, so the keyboard does it; the whole order is saved at once),
 * editing and deleting. With no slide the home page shows no slider (the storefront handles it).
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminSlide } from '../../../contract/admin/content-types';
import { submitErrors } from '../../lib/error-text';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { FormAlert } from '../../ui/form-alert';
import { deleteSlide, listSlides, reorderSlides } from './api';
import { ConfirmDelete } from './confirm-delete';
import { ContentNav } from './content-nav';
import { thumbOf } from './picture-field';
import '../../../src/ui/link-button.css';

const column = columnsFor<AdminSlide>();

export function SlidesPage() {
  const intl = useIntl();
  const query = useAdminQuery('content-slides', listSlides);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const title = intl.formatMessage({ id: 'content.slides.title' });
  usePageTitle(title);
  const { data, setData, reload } = query;

  const columns = useMemo(() => {
    const text = (id: string, values?: Record<string, string>) =>
      intl.formatMessage({ id }, values);
    const en = intl.locale === 'en';
    const list = data ?? [];
    const move = async (index: number, step: -1 | 1) => {
      const ids = list.map((s) => s.id);
      [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
      setMoving(true);
      setFailure([]);
      try {
        const saved = await reorderSlides(ids);
        setData(() => saved);
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
        header: text('content.field.picture'),
        cell: ({ row }) => (
          <img className="content-thumb" src={thumbOf(row.original)} alt="" loading="lazy" />
        ),
      }),
      column.display({
        id: 'title',
        header: text('content.field.title'),
        cell: ({ row: { original: s } }) => (
          <div className="content-name">
            <Link href={pathTo(ADMIN_PATHS.contentSlide, { id: s.id })}>
              {en ? s.title_en : s.title_vi}
            </Link>
            <span className="content-name__other">{en ? s.subtitle_en : s.subtitle_vi}</span>
            <span className="content-name__other">{s.href}</span>
          </div>
        ),
      }),
      column.display({
        id: 'order',
        header: text('content.order'),
        cell: ({ row: { original: s, index } }) => {
          const name = en ? s.title_en : s.title_vi;
          return (
            <div className="cell-control cell-control--row">
              <Button
                className="link-button"
                isDisabled={moving || index === 0}
                onPress={() => void move(index, -1)}
                aria-label={text('content.move_up_named', { name })}
              >
                {text('content.move_up')}
              </Button>
              <Button
                className="link-button"
                isDisabled={moving || index === list.length - 1}
                onPress={() => void move(index, 1)}
                aria-label={text('content.move_down_named', { name })}
              >
                {text('content.move_down')}
              </Button>
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: text('content.actions'),
        cell: ({ row: { original: s } }) => {
          const name = en ? s.title_en : s.title_vi;
          return (
            <div className="cell-control cell-control--row">
              <Link
                className="link-button"
                href={pathTo(ADMIN_PATHS.contentSlide, { id: s.id })}
                aria-label={text('content.edit_named', { name })}
              >
                {text('content.edit')}
              </Link>
              <ConfirmDelete
                name={name}
                detail={text('content.slides.delete.detail')}
                remove={() => deleteSlide(s.id)}
                onDeleted={() => setData((all) => all?.filter((x) => x.id !== s.id))}
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
        <Link href={ADMIN_PATHS.contentSlideNew} className="button">
          {intl.formatMessage({ id: 'content.slides.new' })}
        </Link>
      </div>
      <ContentNav current={ADMIN_PATHS.contentSlides} />
      <FormAlert messages={failure} />
      <QueryView query={query}>
        {(list) => (
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            data={list}
            rowId={(s) => s.id}
            empty={intl.formatMessage({ id: 'content.slides.empty' })}
          />
        )}
      </QueryView>
    </section>
  );
}
