/**
 * A product's pictures from the CSV's per-colour lists (its "views") and back: every colour sees its
 * list in its order, a picture in every list is one picture for all colours, pictures of colours the
 * product no longer has are kept after the rest, and views already shown change nothing.
 */
import { describe, expect, it } from 'vitest';
import { linksFor, showsViews, viewOf, type PictureLink } from './picture-views';

const views = (entries: Record<string, string[]>) => new Map(Object.entries(entries));
const link = (artKey: string, color: string | null = null): PictureLink => ({ artKey, color });

describe('picture views', () => {
  it('make a picture every colour lists one picture for all colours, in the lists’ order', () => {
    const wanted = views({ BLACK: ['flat', 'black'], RED: ['flat', 'red'] });
    const links = linksFor(wanted, []);
    expect(links).toEqual([link('flat'), link('black', 'BLACK'), link('red', 'RED')]);
    expect(showsViews(links, wanted)).toBe(true);
  });

  it('place a colour’s own pictures before the next picture it shares', () => {
    const wanted = views({ BLACK: ['a', 'shared'], RED: ['b', 'shared'] });
    const links = linksFor(wanted, []);
    expect(links.map((l) => l.artKey)).toEqual(['a', 'b', 'shared']);
    expect(viewOf(links, 'BLACK')).toEqual(['a', 'shared']);
    expect(viewOf(links, 'RED')).toEqual(['b', 'shared']);
  });

  it('give each colour its own links when the lists order their shared pictures differently', () => {
    const wanted = views({ BLACK: ['x', 'y'], RED: ['y', 'x'] });
    const links = linksFor(wanted, []);
    expect(links).toEqual([
      link('x', 'BLACK'),
      link('y', 'BLACK'),
      link('y', 'RED'),
      link('x', 'RED'),
    ]);
    expect(showsViews(links, wanted)).toBe(true);
  });

  it('keep a product of one colour’s pictures for all colours, and another colour’s after them', () => {
    const kept = [link('old', 'GREEN')];
    expect(linksFor(views({ WHITE: ['p', 'q'] }), kept)).toEqual([link('p'), link('q'), ...kept]);
  });

  it('see the shop’s pictures as the export writes them, so the same views change nothing', () => {
    const shop = [link('flat'), link('black', 'BLACK'), link('red', 'RED')];
    expect(showsViews(shop, views({ BLACK: ['flat', 'black'], RED: ['flat', 'red'] }))).toBe(true);
    expect(showsViews(shop, views({ BLACK: ['black', 'flat'], RED: ['flat', 'red'] }))).toBe(false);
  });
});
