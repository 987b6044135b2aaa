/**
 * The home screen in one call: hero slides, featured collections, new arrivals (published products
 * only) and coming events.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { localizePath } from '../../../contract/routes';
import type { Home, Lang } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, heroSlides, products } from '../schema';
import { loadCards } from './cards';
import { allCollections, toCollection } from './collections';
import { listComingEvents } from './content';

const NEW_ARRIVALS = 8;
const HOME_EVENTS = 3;

export async function loadHome(db: Db, lang: Lang, lowThreshold: number): Promise<Home> {
  const [hero, all, newest, events] = await Promise.all([
    db
      .select({ slide: heroSlides, altVi: art.altVi, altEn: art.altEn })
      .from(heroSlides)
      .innerJoin(art, eq(art.key, heroSlides.artKey))
      .orderBy(asc(heroSlides.position)),
    allCollections(db),
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(NEW_ARRIVALS),
    listComingEvents(db, lang, HOME_EVENTS),
  ]);
  return {
    hero: hero.map(({ slide, altVi, altEn }) => ({
      title: lang === 'en' ? slide.titleEn : slide.titleVi,
      subtitle: lang === 'en' ? slide.subtitleEn : slide.subtitleVi,
      image: imageOf(slide.artKey, lang === 'en' ? altEn : altVi),
      // A path gets the language's prefix; an https address (the back office allows one) is kept as is.
      href: slide.href.startsWith('/') ? localizePath(lang, slide.href) : slide.href,
    })),
    featured_collections: all.filter((c) => c.featured).map((c) => toCollection(all, c, lang)),
    new_arrivals: await loadCards(
      db,
      newest.map((r) => r.id),
      lang,
      lowThreshold,
    ),
    events,
  };
}
