import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StoreEvent } from '../../../../contract/types';
import { useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { useTitle } from '../../../lib/seo/use-title';
import { Img } from '../../../ui/img';

/** An event: banner, dates, place and story; the page composes its products below. */
export function EventView({ slug, children }: { slug: string; children?: (event: StoreEvent) => ReactNode }) {
  const lang = useLang();
  const intl = useIntl();
  const state = usePageData<StoreEvent>(`/api/content/events/${encodeURIComponent(slug)}`, { lang });
  useTitle(state.data?.title);
  return (
    <QueryView state={state}>
      {(event) => (
        <article className="event">
          {event.image && <Img image={event.image} sizes="100vw" priority className="event__banner" />}
          <div className="container">
            <h1>{event.title}</h1>
            <p className="event__when">
              {intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), { dateStyle: 'long' })}
              {' · '}
              {event.location}
            </p>
            <div className="prose" dangerouslySetInnerHTML={{ __html: event.body }} />
            {children?.(event)}
          </div>
        </article>
      )}
    </QueryView>
  );
}
