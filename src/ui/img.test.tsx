// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
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

/** Img reads the connection when it renders on the device: each case loads it afresh. */
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

  it('hydrates the server HTML (every width) without a mismatch, then narrows to the smallest', async () => {
    vi.resetModules();
    const { Img } = await import('./img');
    const html = renderToString(<Img image={image} sizes="50vw" priority />);
    expect(html).toContain('/images/shirt-960.avif 960w');
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <Img image={image} sizes="50vw" priority />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    error.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      '/images/shirt-320.avif 320w',
    );
  });
});
