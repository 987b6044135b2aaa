import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StoreEvent } from '../../../../contract/types';
import { useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { useTitle } from '../../../lib/seo/use-title';
import { Img } from '../../../ui/img';
import { eventUrl } from '../api';
import { EventFacts } from './event-facts';
import './content.css';

// Full width on phones, the left half beside the title from md; server/html/lcp.ts repeats it.
const BANNER_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * An event (home layout, so no page container): banner, title, dates, place and story; the page
 * composes the event's products into `children`.
 */
export function EventView({
  slug,
  children,
}: {
  slug: string;
  children?: (event: StoreEvent) => ReactNode;
}) {
  const lang = useLang();
  const state = usePageData(eventUrl(slug, lang));
  useTitle(state.data?.title);
  return (
    <div className="event-shell">
      <QueryView state={state}>
        {(event) => (
          <article className="event">
            <div className="container event__intro">
              {event.image && (
                <div className="event__hero">
                  <Img image={event.image} sizes={BANNER_SIZES} priority />
                </div>
              )}
              <header className="event__header">
                <h1>{event.title}</h1>
                <EventFacts event={event} />
              </header>
            </div>
            <div className="container event__body">
              {/* Sanitized by the server (sanitize-html) before it is stored. */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: event.body }} />
              {children && event.products.length > 0 && (
                <section className="event__products" aria-labelledby="event-products-title">
                  <h2 id="event-products-title">
                    <FormattedMessage id="event.products" />
                  </h2>
                  {children(event)}
                </section>
              )}
            </div>
          </article>
        )}
      </QueryView>
    </div>
  );
}
