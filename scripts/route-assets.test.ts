import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { lazyPartImports, routeAssetsOf } from './route-assets';

/** The parts of a built chunk the plugin reads. */
function chunk(
  fileName: string,
  parts: {
    facade?: string;
    name?: string;
    imports?: string[];
    dynamic?: string[];
    css?: string[];
    modules?: string[];
  } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: parts.name ?? fileName,
    facadeModuleId: parts.facade?.startsWith('\0')
      ? parts.facade
      : parts.facade
        ? `/repo/${parts.facade}`
        : null,
    imports: parts.imports ?? [],
    dynamicImports: parts.dynamic ?? [],
    moduleIds: (parts.modules ?? []).map((id) => `/repo/${id}`),
    viteMetadata: { importedCss: new Set(parts.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

describe('each route’s files', () => {
  const entry = chunk('assets/index.js', {
    imports: ['assets/runtime.js'],
    dynamic: ['assets/react-dom.js', 'assets/product.js'],
  });
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/runtime.js'),
      chunk('assets/react-dom.js', { name: 'react-dom' }),
      chunk('assets/common.js', { imports: ['assets/index.js'], css: ['assets/common.css'] }),
      chunk('assets/product.js', {
        facade: 'src/app/pages/product-page.tsx',
        imports: [
          'assets/index.js',
          'assets/runtime.js',
          'assets/common.js',
          'assets/react-dom.js',
        ],
        css: ['assets/product.css'],
      }),
      chunk('assets/messages-vi-private.js', { facade: '\0messages:vi_private' }),
      chunk('assets/messages-en-later.js', { facade: '\0messages:en_later' }),
      chunk('assets/messages-en.js', { facade: '\0messages:en' }),
      chunk('assets/cart.js', {
        facade: 'src/app/pages/cart-page.tsx',
        imports: ['assets/common.js'],
      }),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;

  it('are the page’s chunk, what it imports, and their stylesheets, as URLs', () => {
    const table = routeAssetsOf(bundle, entry, {
      product: 'src/app/pages/product-page.tsx',
      cart: 'src/app/pages/cart-page.tsx',
    });
    expect(table.routes).toEqual({
      // Not the entry's own chunks, nor React DOM, which every page has loaded before it prefetches.
      product: [
        '/assets/product.js',
        '/assets/common.js',
        '/assets/product.css',
        '/assets/common.css',
      ],
      cart: ['/assets/cart.js', '/assets/common.js', '/assets/common.css'],
    });
    expect(table.messages).toEqual({
      private: { vi: ['/assets/messages-vi-private.js'] },
      later: { en: ['/assets/messages-en-later.js'] },
    });
  });

  it('list the code each control loads on use, by part, beyond the entry’s', () => {
    const withStore = {
      ...bundle,
      'assets/store.js': chunk('assets/store.js', {
        modules: ['/repo/src/cart/store.ts', '/repo/src/cart/lines.ts'],
        imports: ['assets/common.js', 'assets/index.js'],
      }),
    } as Rolldown.OutputBundle;
    const table = routeAssetsOf(withStore, entry, {}, () => null, {
      cart: ['src/cart/store.ts', 'src/cart/lines.ts'],
    });
    expect(table.parts).toEqual({
      cart: ['/assets/store.js', '/assets/common.js', '/assets/common.css'],
    });
    expect(() =>
      routeAssetsOf(withStore, entry, {}, () => null, { gone: ['src/cart/gone.ts'] }),
    ).toThrow(/gone/);
  });

  it('take in the chunks of the page’s lazy parts, and what they import', () => {
    const withParts = {
      ...bundle,
      'assets/product.js': chunk('assets/product.js', {
        facade: 'src/app/pages/product-page.tsx',
        imports: ['assets/index.js', 'assets/view.js'],
        dynamic: ['assets/gallery.js', 'assets/store.js'],
      }),
      'assets/view.js': chunk('assets/view.js', { modules: ['src/product/view.tsx'] }),
      'assets/gallery.js': chunk('assets/gallery.js', {
        modules: ['src/product/gallery.tsx'],
        imports: ['assets/slider.js'],
      }),
      'assets/slider.js': chunk('assets/slider.js', { css: ['assets/slider.css'] }),
      'assets/store.js': chunk('assets/store.js', { modules: ['src/cart/store.ts'] }),
    } as Rolldown.OutputBundle;
    const sources: Record<string, string> = {
      // A lazy part, and a plain lazy import (the cart's store, loaded on a press) that is not one.
      '/repo/src/product/view.tsx': `
        const Gallery = lazyPart<{ product: Product }>(
          () => import('./gallery').then((m) => m.Gallery),
          ['later'],
        );
        const add = () => import('../cart/store');`,
    };
    const table = routeAssetsOf(
      withParts,
      entry,
      { product: 'src/app/pages/product-page.tsx' },
      (id) => sources[id] ?? null,
    );
    expect(table.routes.product).toEqual([
      '/assets/product.js',
      '/assets/view.js',
      '/assets/gallery.js',
      '/assets/slider.js',
      '/assets/slider.css',
    ]);
  });

  it('find lazy parts in a source', () => {
    expect(lazyPartImports(`lazyPart(() => import('./a').then((m) => m.A), ['later'])`)).toEqual([
      './a',
    ]);
    expect(lazyPartImports(`lazyPart<{ p: P }>(\n  () =>\n    import('./b').then(x))`)).toEqual([
      './b',
    ]);
    expect(lazyPartImports(`lazy(() => import('./c'))`)).toEqual([]);
  });

  it('fail the build when a route’s page has no chunk', () => {
    expect(() => routeAssetsOf(bundle, entry, { login: 'src/app/pages/login-page.tsx' })).toThrow(
      /login/,
    );
  });
});
