// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '../../contract/types';

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

/** Img reads the connection once, when its module loads: each case loads it afresh. */
async function sourcesWith(connection: object | undefined): Promise<string[]> {
  vi.resetModules();
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  const { Img } = await import('./img');
  const { container } = render(<Img image={image} sizes="50vw" />);
  return [...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset') ?? '');
}

afterEach(() => {
  cleanup();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('Img', () => {
  it('offers every width by default', async () => {
    expect(await sourcesWith({ effectiveType: '4g' })).toEqual([
      '/images/shirt-320.avif 320w, /images/shirt-640.avif 640w, /images/shirt-960.avif 960w',
      '/images/shirt-320.webp 320w, /images/shirt-640.webp 640w, /images/shirt-960.webp 960w',
    ]);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }])(
    'offers only the smallest width on %j',
    async (connection) => {
      expect(await sourcesWith(connection)).toEqual([
        '/images/shirt-320.avif 320w',
        '/images/shirt-320.webp 320w',
      ]);
    },
  );
});
