// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Color } from '../../../../contract/constants';
import type { Product, ProductImage } from '../../../../contract/types';
import en from '../../../../locales/en.json';
import { ProductGallery } from './product-gallery';

afterEach(cleanup);

const picture = (alt: string, color: Color | null): ProductImage => ({
  url: `/images/${alt.replace(/ /g, '-')}-640.webp`,
  width: 640,
  height: 800,
  alt,
  srcset: [],
  color,
});

// Black has two pictures of its own, red one, green none; the detail shows every colour.
const product = {
  name: 'Tee',
  image: picture('black front', 'BLACK'),
  images: [
    picture('black front', 'BLACK'),
    picture('red front', 'RED'),
    picture('detail', null),
    picture('black back', 'BLACK'),
  ],
} as unknown as Product;

/** The gallery for the variant of `color`, the URL saying it was chosen (`?color=`) unless `chosen` is false. */
function renderGallery(color?: Color, { chosen = true } = {}) {
  window.history.replaceState(
    null,
    '',
    chosen && color ? `/product/tee?color=${color}` : '/product/tee',
  );
  const view = (c?: Color) => (
    <IntlProvider locale="en" messages={en}>
      <ProductGallery product={product} color={c} />
    </IntlProvider>
  );
  const result = render(view(color));
  return { rerender: (c?: Color) => result.rerender(view(c)) };
}

/** The thumbnails' pictures, in order, and which one is shown. */
const thumbs = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.pdp-gallery__thumb')].map((b) => ({
    alt: b.querySelector('img')!.alt,
    current: b.getAttribute('aria-current') === 'true',
  }));

describe('ProductGallery by colour', () => {
  it('shows the colour’s own pictures and the every-colour ones, in order, the first first', () => {
    renderGallery('BLACK');
    expect(thumbs()).toEqual([
      { alt: 'black front', current: true },
      { alt: 'detail', current: false },
      { alt: 'black back', current: false },
    ]);
  });

  it('shows every picture until a colour is chosen, the page’s default colour included', () => {
    renderGallery('RED', { chosen: false });
    expect(thumbs().map((t) => t.alt)).toEqual([
      'black front',
      'red front',
      'detail',
      'black back',
    ]);
  });

  it('shows every picture for a colour without one of its own, or no colour chosen', () => {
    const { rerender } = renderGallery('GREEN' as Color);
    expect(thumbs().map((t) => t.alt)).toEqual([
      'black front',
      'red front',
      'detail',
      'black back',
    ]);
    rerender(undefined);
    expect(thumbs()).toHaveLength(4);
  });

  it('starts another colour’s pictures from their first', () => {
    const { rerender } = renderGallery('BLACK');
    window.history.replaceState(null, '', '/product/tee?color=RED');
    fireEvent.click(
      screen.getByRole('button', { name: en['product.gallery.show'].replace('{n}', '3') }),
    );
    expect(thumbs()[2]!.current).toBe(true);
    rerender('RED');
    expect(thumbs()).toEqual([
      { alt: 'red front', current: true },
      { alt: 'detail', current: false },
    ]);
  });
});
