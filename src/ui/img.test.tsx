// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Image } from '../../contract/types';
import { Img } from './img';
import { SaveDataContext } from './save-data';

const image: Image = {
  url: '/images/shirt-640.webp',
  width: 640,
  height: 800,
  alt: 'Shirt',
  srcset: [320, 640, 960].flatMap((w) => [
    { url: `/images/shirt-${w}.avif`, width: w, type: 'image/avif' as const },
    { url: `/images/shirt-${w}.webp`, width: w, type: 'image/webp' as const },
  ]),
};

/** Img renders by SaveDataContext: the request's Save-Data on a server page, the device's on the shell. */
function sourcesWith(smallestOnly: boolean | undefined): string[] {
  const img = <Img image={image} sizes="50vw" />;
  const { container } = render(
    smallestOnly === undefined ? (
      img
    ) : (
      <SaveDataContext value={smallestOnly}>{img}</SaveDataContext>
    ),
  );
  return [...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset') ?? '');
}

afterEach(cleanup);

describe('Img', () => {
  it('offers every width by default', () => {
    for (const smallestOnly of [undefined, false]) {
      expect(sourcesWith(smallestOnly)).toEqual([
        '/images/shirt-320.avif 320w, /images/shirt-640.avif 640w, /images/shirt-960.avif 960w',
        '/images/shirt-320.webp 320w, /images/shirt-640.webp 640w, /images/shirt-960.webp 960w',
      ]);
    }
  });

  it('offers only the smallest width when saving data', () => {
    expect(sourcesWith(true)).toEqual([
      '/images/shirt-320.avif 320w',
      '/images/shirt-320.webp 320w',
    ]);
  });
});
