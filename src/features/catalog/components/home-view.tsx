import { FormattedMessage, useIntl } from 'react-intl';
import type { Home } from '../../../../contract/types';
import { LocalLink, useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { Img } from '../../../ui/img';
import { ProductGrid } from './product-grid';

/** Home: the first hero slide, featured collections, new arrivals and current events. */
export function HomeView() {
  const lang = useLang();
  const state = usePageData<Home>('/api/catalog/home', { lang });
  return <QueryView state={state}>{(home) => <HomeSections home={home} />}</QueryView>;
}

function HomeSections({ home: data }: { home: Home }) {
  const intl = useIntl();
  const hero = data.hero[0];
  return (
    <div className="home">
      {hero && (
        <section className="hero" aria-label={intl.formatMessage({ id: 'home.hero' })}>
          <Img image={hero.image} sizes="100vw" priority className="hero__image" />
          <div className="hero__text container">
            <h1>{hero.title}</h1>
            <p>{hero.subtitle}</p>
            <LocalLink to={hero.href} className="button">
              <FormattedMessage id="home.shopNow" />
            </LocalLink>
          </div>
        </section>
      )}
      <section className="container home__section" aria-labelledby="featured-title">
        <h2 id="featured-title">
          <FormattedMessage id="home.featuredCollections" />
        </h2>
        <ul className="collection-tiles">
          {data.featured_collections.map((c) => (
            <li key={c.slug}>
              <LocalLink to={`/collection/${c.slug}`} className="collection-tile">
                {c.image && <Img image={c.image} sizes="(min-width: 768px) 25vw, 50vw" />}
                <span className="collection-tile__name">{c.name}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="container home__section" aria-labelledby="new-title">
        <h2 id="new-title">
          <FormattedMessage id="home.newArrivals" />
        </h2>
        <ProductGrid products={data.new_arrivals} />
      </section>
      {data.events.length > 0 && (
        <section className="container home__section" aria-labelledby="events-title">
          <h2 id="events-title">
            <FormattedMessage id="home.events" />
          </h2>
          <ul className="event-list">
            {data.events.map((event) => (
              <li key={event.slug}>
                <LocalLink to={`/event/${event.slug}`} className="event-card">
                  <strong>{event.title}</strong>
                  <span>
                    {intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), {
                      dateStyle: 'medium',
                    })}
                    {' · '}
                    {event.location}
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
