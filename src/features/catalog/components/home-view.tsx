import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { splitLang } from '../../../../contract/routes';
import type { HeroSlide, Home } from '../../../../contract/types';
import { LocalLink, useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { evenSpaces } from '../../../lib/i18n/even-spaces';
import { useStoreInfo } from '../../../lib/store-info-state';
import { usePageData } from '../../../lib/use-page-data';
import { Img } from '../../../ui/img';
import { Slider, type SliderLabels } from '../../../ui/slider';
import { SLIDER_AUTOPLAY_MS } from '../../../ui/slider-logic';
import { homeUrl } from '../api';
import { ProductGrid } from './product-grid';
import './home-view.css';

/** Home: the hero slider, featured collections, new arrivals and current events. */
export function HomeView() {
  const lang = useLang();
  const state = usePageData(homeUrl(lang));
  return <QueryView state={state}>{(home) => <HomeSections home={home} />}</QueryView>;
}

function HomeHero({ slides }: { slides: HeroSlide[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const labels: SliderLabels = {
    carousel: t('slider.carousel'),
    slide: t('slider.slide'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    goTo: (n) => t('slider.goTo', { n }),
    position: (n, count) => t('slider.position', { n, count }),
    pause: t('slider.pause'),
    play: t('slider.play'),
  };
  const rendered: ReactNode[] = slides.map((slide, i) => (
    <div className="home-hero__slide" key={slide.href + i}>
      <div className="home-hero__media">
        <Img image={slide.image} sizes="(min-width: 768px) 50vw, 100vw" priority={i === 0} />
      </div>
      {/* A plain panel beside (or under) the art, so the text reads on any image. */}
      <div className="home-hero__panel">
        <h2 className="home-hero__title">{slide.title}</h2>
        <p className="home-hero__subtitle">{slide.subtitle}</p>
        {/* The API may hand back a path already carrying /en; strip it so LocalLink adds the right one. */}
        {slide.href.startsWith('/') ? (
          <LocalLink to={splitLang(slide.href).path} className="button">
            <FormattedMessage id="home.shopNow" />
          </LocalLink>
        ) : (
          // An https address the back office allowed: another site, opened as a plain link.
          <a href={slide.href} className="button" rel="noopener">
            <FormattedMessage id="home.shopNow" />
          </a>
        )}
      </div>
    </div>
  ));
  return (
    <Slider
      className="home-hero container"
      label={t('home.hero')}
      labels={labels}
      slides={rendered}
      autoplay={SLIDER_AUTOPLAY_MS}
    />
  );
}

function HomeSections({ home: data }: { home: Home }) {
  const intl = useIntl();
  const storeName = useStoreInfo((info) => info?.name);
  return (
    <div className="home">
      <h1 className="visually-hidden">{storeName ?? intl.formatMessage({ id: 'nav.home' })}</h1>
      {data.hero.length > 0 && <HomeHero slides={data.hero} />}
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
                    {evenSpaces(
                      intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), {
                        dateStyle: 'medium',
                      }),
                    )}
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
